import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** The seed's generated pictures (DATA_DIR/media) at /static/media/*, long-cached; outside the web build and the uploads. */
export const mediaPlugin = fp<{ root: string }>(
  async (app, opts) => {
    // Created empty when nothing is seeded yet, so a later SEED=always start fills a folder already served.
    mkdirSync(opts.root, { recursive: true });
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
