import fp from 'fastify-plugin';

/**
 * The demo's pictures at /static/media/<name>, long-cached; outside the web build and the uploads. They are drawn from
 * the seed data itself (`files`, deterministic), once at the first request and then kept (about 80 small SVGs), so every
 * server serves them whatever its DATA_DIR and however its database was seeded, and nothing generated is stored.
 */
export const mediaPlugin = fp<{ files: () => ReadonlyMap<string, string> }>(
  async (app, opts) => {
    let files: ReadonlyMap<string, string> | undefined;
    app.get<{ Params: { name: string } }>('/static/media/:name', { schema: { operationId: 'media.seed', hide: true } }, async (request, reply) => {
      files ??= opts.files();
      const svg = files.get(request.params.name);
      if (svg === undefined) return reply.callNotFound();
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    });
  },
  { name: 'media' },
);
