import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geoDataVersion } from '../modules/system/geo.service';
import { insertMerchant, insertProduct } from '../test/catalogue-fixtures';
import { createTestApp } from '../test/test-app';
import { envelopeOf } from '../test/signed-inject';
import { imagePreloadHeader, injectClientConfig } from './web';

let dist: string;
let app: FastifyInstance;
let apiOnly: FastifyInstance;
let production: FastifyInstance;
const PRODUCTION_KEY = 'production-website-key-0123456789';
const APP_JS = Buffer.from('console.log("app");\n'.repeat(200));

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sme-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  const indexHtml =
    '<!doctype html><html><head><!--sme-config--><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(indexHtml));
  // The build's compressed copies sit beside the asset, as apps/web's build writes them.
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), APP_JS);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The build's manifest and route-pages file: /pd's page imports two chunks that share a third (and its stylesheet),
  // and the entry, which index.html already names; it imports a part of its own with import().
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'src/pages/ProductPage.tsx': {
        file: 'assets/ProductPage-p1.js',
        isDynamicEntry: true,
        imports: ['_gallery.js', '_panel.js', 'index.html'],
        dynamicImports: ['src/pages/Reviews.tsx'],
        css: ['assets/ProductPage-p1.css'],
      },
      // A part the page imports itself (shown on its first render), and a dialog imported lower down (not preloaded).
      'src/pages/Reviews.tsx': { file: 'assets/Reviews-r1.js', isDynamicEntry: true, imports: ['_stars.js', '_button.js'] },
      '_stars.js': { file: 'assets/stars-s1.js' },
      'src/pages/ZoomDialog.tsx': { file: 'assets/ZoomDialog-z1.js', isDynamicEntry: true },
      '_gallery.js': { file: 'assets/gallery-g1.js', imports: ['_button.js'], dynamicImports: ['src/pages/ZoomDialog.tsx'] },
      '_panel.js': { file: 'assets/panel-q1.js', imports: ['_button.js', 'index.html'] },
      '_button.js': { file: 'assets/button-b1.js', css: ['assets/button-b1.css'] },
    }),
  );
  writeFileSync(join(dist, '.vite', 'route-pages.json'), JSON.stringify({ '/pd': 'src/pages/ProductPage.tsx' }));
  [app, apiOnly, production] = await Promise.all([
    createTestApp({ webDistDir: dist }),
    createTestApp(),
    createTestApp({ webDistDir: dist, env: 'production', isProduction: true, appKeys: new Map([['WEBSITE', PRODUCTION_KEY]]) }),
  ]);
});

afterAll(async () => {
  await Promise.all([app?.close(), apiOnly?.close(), production?.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const CHROME_ENCODINGS = 'gzip, deflate, br, zstd';

const decode = (body: Buffer, encoding: string | undefined) => (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body);

describe('serving the web app', () => {
  it("serves hashed assets immutable, as the build's brotli or gzip copy by Accept-Encoding, else raw, always with Vary", async () => {
    for (const [acceptEncoding, encoding] of [
      [CHROME_ENCODINGS, 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const res = await app.inject({ url: '/assets/index-abc123.js', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      expect(res.statusCode, acceptEncoding).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(res.headers.vary, acceptEncoding).toContain('accept-encoding');
      expect(res.headers['content-type'], acceptEncoding).toContain('javascript');
      expect(res.headers['cache-control'], acceptEncoding).toBe('public, max-age=31536000, immutable');
      if (encoding) expect(res.rawPayload.length, acceptEncoding).toBeLessThan(APP_JS.length / 10);
      expect(decode(res.rawPayload, encoding).equals(APP_JS), acceptEncoding).toBe(true);
    }
  });

  it('serves other files with a short cache, raw when the build left no compressed copy', async () => {
    const res = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': CHROME_ENCODINGS } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('answers index.html compressed once at start, config inside, by Accept-Encoding', async () => {
    const raw = await app.inject({ url: '/home', headers: html });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.vary).toContain('accept-encoding');
    for (const [acceptEncoding, encoding] of [
      [CHROME_ENCODINGS, 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const res = await app.inject({ url: '/home', headers: { ...html, 'accept-encoding': acceptEncoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decode(res.rawPayload, encoding).toString()).toBe(raw.body);
    }
    expect(raw.body).toContain('<meta name="sme-config" content="');
  });

  it('answers index.html, uncached, with the client config injected, for / and for every page route', async () => {
    for (const url of ['/', '/member', '/pd?id=123', '/index.html']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('<!--sme-config-->');
      const content = /<meta name="sme-config" content="([^"]*)">/.exec(res.body)?.[1] ?? '';
      const config = JSON.parse(content.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, string>;
      expect(config).toEqual({
        appId: 'WEBSITE',
        appKey: app.config.appKeys.get('WEBSITE'),
        apiBase: '/api/v1',
        geoVersion: geoDataVersion(),
        env: 'development',
      });
    }
  });

  it("names a route's page chunks, its own parts', their imports and stylesheets in its HTML, each once, and nothing the entry has", async () => {
    const product = await app.inject({ url: '/pd?id=123', headers: { ...html, 'accept-encoding': CHROME_ENCODINGS } });
    const page = brotliDecompressSync(product.rawPayload).toString();
    const links = [...page.matchAll(/<link rel="(modulepreload|preload)"( as="style")? crossorigin href="([^"]+)">/g)].map(
      ([, rel, asStyle, href]) => `${asStyle ? 'preload style' : rel} ${href}`,
    );
    expect(links.sort()).toEqual(
      [
        'modulepreload /assets/ProductPage-p1.js',
        'modulepreload /assets/gallery-g1.js',
        'modulepreload /assets/panel-q1.js',
        'modulepreload /assets/button-b1.js',
        'modulepreload /assets/Reviews-r1.js',
        'modulepreload /assets/stars-s1.js',
        // Fetched with the page, applied by the page's import: not in the way of the first paint.
        'preload style /assets/ProductPage-p1.css',
        'preload style /assets/button-b1.css',
      ].sort(),
    );
    expect(page).not.toContain('rel="stylesheet"');
    expect(page.split('/assets/index-abc123.js')).toHaveLength(2);
    expect(page).toContain('<meta name="sme-config"');
    expect((await app.inject({ url: '/pd/', headers: html })).body).toBe(page);
    // Another route (or one with no page file in the map) gets the plain index.html.
    const home = await app.inject({ url: '/home', headers: html });
    expect(home.body).not.toContain('modulepreload');
    expect(home.body).toContain('<meta name="sme-config"');
  });

  it("has the browser fetch a public product's main picture with its page (a Link preload), and nothing for any other", async () => {
    const merchantId = await insertMerchant(app.db);
    const shown = await insertProduct(app.db, merchantId, { images: ['/static/media/main pic.svg', '/static/media/second.svg'] });
    const hidden = await insertProduct(app.db, merchantId, { images: ['/static/media/hidden.svg'], status: 'HIDDEN' });
    const bare = await insertProduct(app.db, merchantId, { images: [] });
    const linkOf = async (url: string) => (await app.inject({ url, headers: { ...html, 'accept-encoding': CHROME_ENCODINGS } })).headers.link;
    expect(await linkOf(`/pd?id=${shown}`)).toBe('</static/media/main%20pic.svg>; rel=preload; as=image; fetchpriority=high');
    expect(await linkOf(`/pd/?from=home&id=${shown}`)).toBe('</static/media/main%20pic.svg>; rel=preload; as=image; fetchpriority=high');
    for (const url of [`/pd?id=${hidden}`, `/pd?id=${bare}`, '/pd?id=123', '/pd', `/home?id=${shown}`]) expect(await linkOf(url), url).toBeUndefined();
  });

  it('preloads only http(s) pictures, with what could end the link percent-encoded', () => {
    expect(imagePreloadHeader(['/a>b.svg?x="1"', 'https://cdn.example.com/p<1>.png', 'javascript:alert(1)', 'data:image/png;base64,AA'])).toBe(
      '</a%3Eb.svg?x=%221%22>; rel=preload; as=image; fetchpriority=high, <https://cdn.example.com/p%3C1%3E.png>; rel=preload; as=image; fetchpriority=high',
    );
    expect(imagePreloadHeader([])).toBeUndefined();
  });

  it('does not answer index.html for API paths, static data or missing assets', async () => {
    expect((await app.inject({ url: '/api/v1/unknown', headers: html })).statusCode).toBe(404);
    expect(envelopeOf(await app.inject({ url: '/static/nothing.json', headers: html })).meta.code).toBe(404);
    expect((await app.inject({ url: '/index.html.br', headers: { accept: '*/*' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/old-hash.js', headers: { accept: '*/*', 'accept-encoding': CHROME_ENCODINGS } })).statusCode).toBe(404);
  });

  it('answers the dev outbox page, not the web app, at /dev/outbox in development', async () => {
    const res = await app.inject({ url: '/dev/outbox', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Dev outbox</h1>');
    expect(res.body).not.toContain('sme-config');
  });

  it('serves the demo pictures drawn from the seed data, and 404 for a name that is not one', async () => {
    const res = await app.inject({ url: '/static/media/merchant-harbour-leaf-tea-logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toMatch(/^<svg/);
    const missing = await app.inject({ url: '/static/media/no-such-picture.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });

  it('escapes the config so it cannot break out of the attribute', () => {
    const out = injectClientConfig('<head><!--sme-config--></head>', {
      appId: 'A"><script>',
      appKey: "k'&",
      apiBase: '/api/v1',
      geoVersion: 'v',
      env: 'production',
    });
    expect(out).not.toContain('<script>');
    expect(out).toContain('&quot;&gt;&lt;script&gt;');
  });
});

describe('without a web build', () => {
  it('keeps the API working and explains that the web is not built', async () => {
    expect((await apiOnly.inject({ url: '/healthz' })).statusCode).toBe(200);
    const res = await apiOnly.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(503);
    expect(envelopeOf(res).meta.message).toContain('npm run build');
    expect(
      (await apiOnly.inject({ url: '/member', headers: { ...html, 'accept-language': 'zh-CN' } })).json<{ meta: { message: string } }>().meta.message,
    ).toContain('网站前端尚未构建');
  });
});

describe('in production', () => {
  it('sends HSTS, injects the production key and env, and has neither the dev outbox API nor its page', async () => {
    const page = await production.inject({ url: '/home', headers: html });
    expect(page.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(page.body).toContain(`&quot;appKey&quot;:&quot;${PRODUCTION_KEY}&quot;`);
    expect(page.body).toContain('&quot;env&quot;:&quot;production&quot;');
    expect((await production.inject({ url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
    for (const url of ['/dev/outbox', '/dev/outbox?channel=sms']) {
      const res = await production.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Dev outbox');
    }
  });
});
