import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { Codes } from '@sme/shared/codes';
import { translate } from '@sme/shared/i18n/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { envelope } from './envelope';
import { pageHtmlByPath } from './page-preloads';

/** What the server tells the web app at start (read by apps/web/src/lib/config.ts). */
export interface WebClientConfig {
  appId: string;
  appKey: string;
  apiBase: string;
  geoVersion: string;
  env: 'development' | 'production';
}

/** Placeholder in apps/web/index.html replaced by the config meta. */
export const CONFIG_PLACEHOLDER = '<!--sme-config-->';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the config meta in place of the placeholder (or at the end of <head>). */
export function injectClientConfig(html: string, config: WebClientConfig): string {
  const meta = `<meta name="sme-config" content="${escapeAttribute(JSON.stringify(config))}">`;
  if (html.includes(CONFIG_PLACEHOLDER)) return html.replace(CONFIG_PLACEHOLDER, meta);
  return html.replace('</head>', `${meta}</head>`);
}

/**
 * The pictures a page shows first and largest, by its path and query (the product page's main picture), which its
 * HTML then preloads. Throwing, or answering none, leaves the page as it is.
 */
export type PageImages = (path: string, query: URLSearchParams) => Promise<readonly string[]>;

/**
 * A Link header preloading these pictures at high priority: the browser fetches them with the page's scripts, not
 * once the scripts have run and asked the API for them (Lighthouse's "LCP request discovery"). A header, so the page's
 * compressed body stays the one made at start. Only http(s) and same-site paths, serialised as URLs (which
 * percent-encodes the `<`, `>` and quotes that could end the link).
 */
export function imagePreloadHeader(images: readonly string[]): string | undefined {
  const base = 'http://page.invalid';
  const links = images.flatMap((image) => {
    const url = URL.parse(image, base);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return [];
    const href = url.origin === base ? url.pathname + url.search : url.href;
    return [`<${href}>; rel=preload; as=image; fetchpriority=high`];
  });
  return links.length > 0 ? links.join(', ') : undefined;
}

/** Paths that are never the web app (/dev/: development-only server pages, a plain 404 in production). */
function isServerPath(path: string): boolean {
  return path.startsWith('/api/') || path === '/api' || path.startsWith('/static/') || path.startsWith('/dev/') || path === '/healthz' || path === '/readyz';
}

/** The page in each encoding a client may ask for, compressed once: it only changes with the config. */
function encodeIndex(html: string): Record<'br' | 'gzip' | 'identity', Buffer> {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * Serves the built web app: hashed /assets/* cached for a year, other files for an hour, the build's .br
 * and .gz copies answered to clients that accept them, index.html never cached and answered for every page
 * route (SPA fallback) with the client config injected, the route's page chunks preloaded (page-preloads.ts), and
 * compressed once. Everything else that matches no route answers the 404 envelope.
 */
export const webPlugin = fp<{ distDir: string; clientConfig: WebClientConfig; pageImages?: PageImages }>(
  async (app, opts) => {
    const indexFile = join(opts.distDir, 'index.html');
    const html = existsSync(indexFile) ? injectClientConfig(readFileSync(indexFile, 'utf8'), opts.clientConfig) : undefined;
    const index = html === undefined ? undefined : encodeIndex(html);
    // A route's own page (its chunks preloaded), compressed on its first request: most routes are rarely a first visit.
    const pageHtml = html === undefined ? new Map<string, string>() : pageHtmlByPath(opts.distDir, html);
    const encodedPages = new Map<string, ReturnType<typeof encodeIndex>>();
    const pagePath = (url: string) => (url.split('?', 1)[0] ?? '/').replace(/(.)\/+$/, '$1');
    const indexFor = (url: string) => {
      const path = pagePath(url);
      const page = pageHtml.get(path);
      if (page === undefined) return index;
      let encoded = encodedPages.get(path);
      if (!encoded) encodedPages.set(path, (encoded = encodeIndex(page)));
      return encoded;
    };
    if (index) {
      const assetsDir = join(opts.distDir, 'assets') + sep;
      await app.register(fastifyStatic, {
        root: opts.distDir,
        prefix: '/',
        index: false,
        cacheControl: false,
        preCompressed: true,
        // The raw index.html (and its build copies) lacks the config; it is only ever answered by the fallback below.
        allowedPath: (pathName) => !pathName.startsWith('/index.html'),
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'public, max-age=3600');
          // On every file, compressed copy or not: a shared cache must not hand a .br body to a client without br.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    } else {
      app.log.warn({ distDir: opts.distDir }, 'web app not built: serving the API only');
    }

    const isPageRequest = (request: FastifyRequest) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const path = request.url.split('?', 1)[0] ?? '/';
      if (isServerPath(path)) return false;
      return path === '/' || (request.headers.accept ?? '').includes('text/html');
    };

    const imagesOf = async (request: FastifyRequest): Promise<readonly string[]> => {
      if (!opts.pageImages) return [];
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      try {
        return await opts.pageImages(pagePath(request.url), new URLSearchParams(query));
      } catch (err) {
        request.log.warn({ err }, 'the page is answered without preloading its pictures');
        return [];
      }
    };

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const page = indexFor(request.url);
      if (page) {
        const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
        const preload = imagePreloadHeader(await imagesOf(request));
        if (preload) reply.header('link', preload);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(page[encoding ?? 'identity']);
      }
      return reply.status(503).send(envelope(Codes.SERVICE_UNAVAILABLE.code, translate(request.locale, 'server.webNotBuilt'), null));
    };

    // "/" explicitly: the static wildcard would answer the dist directory itself with a 403.
    app.get('/', { schema: { operationId: 'web.index', hide: true } }, sendIndex);
    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (isPageRequest(request)) return sendIndex(request, reply);
      return reply.status(404).send(envelope(Codes.NOT_FOUND.code, translate(request.locale, Codes.NOT_FOUND.key), null));
    });
  },
  { name: 'web', dependencies: ['locale'] },
);
