import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Server-shipped media (seed images) at /static/media/*, long-cached; outside the web build and the uploads. */
export const mediaPlugin = fp<{ root: string }>(
  async (app, opts) => {
    if (!existsSync(opts.root)) return;
    await app.register(fastifyStatic, {
      root: opts.root,
      prefix: '/static/media/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=86400'),
    });
  },
  { name: 'media' },
);
