import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { antdStaticStylesPlugin } from './vite-plugins/antd-static-styles';
import { routePagesPlugin } from './vite-plugins/route-pages';

/** The API server the dev server forwards to (apps/server listens on 8080 by default). */
const API_TARGET = process.env.VITE_API_TARGET ?? 'http://localhost:8080';

/**
 * Namespaces fetched on their own: the shell's (lib/i18n SHELL_NAMESPACES, with the server messages) and those the
 * routes a first visit lands on list (app/route-table.ts). A namespace missing here still loads, in the chunk of its
 * locale's other files, only heavier.
 */
const OWN_CHUNK_NAMESPACES = new Set(['common', 'catalogue', 'server', 'marketing', 'membership', 'product', 'coupons', 'favourites', 'checkout', 'orders']);

/**
 * The chunk a locale's catalogue file belongs to: a chunk of its own for the namespaces above, else one per locale
 * for our other site namespaces and one for our console namespaces (fetched with the console). dayjs's and antd's
 * Chinese texts stay apart: grouping a module pulls its imports in, and theirs reach into dayjs and antd themselves.
 */
function localeChunk(id: string): string | null {
  const path = id.replaceAll('\\', '/');
  const catalogue = /\/src\/locales\/(en_US|zh_CN|zh_TW)\/((console)?[^/]*)\.json$/.exec(path);
  if (catalogue) {
    const [, locale, ns, isConsole] = catalogue;
    if (isConsole) return `locale-${locale}-console`;
    return OWN_CHUNK_NAMESPACES.has(ns as string) ? `locale-${locale}-${ns}` : `locale-${locale}`;
  }
  const server = /\/packages\/shared\/src\/i18n\/(en_US|zh_CN|zh_TW)\.json$/.exec(path);
  return server ? `locale-${server[1]}-server` : null;
}

// React and i18next are on every page, so they get chunks of their own that browsers keep across releases. antd's
// components are not grouped: imported by name, each route's chunk graph pulls only the components it renders.
const CHUNK_GROUPS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 30 },
  { name: localeChunk, debugName: 'locales', priority: 40 },
  { name: 'shell', tags: ['$initial' as const], priority: 10 },
  // What antd's components share (its utilities, style and config code, the form hooks; rc-component's util, motion,
  // resize observer, portal and trigger), which the split by route spread over some 15 chunks, most of 1-2 KB. In one
  // chunk, /pd's first load is 79 files instead of 94 and a member's checkout 103 instead of 119, at the same bytes. Each
  // file the HTML preloads costs the parse of the page main-thread time before the first paint, about 6 ms at 4x CPU.
  // In five A/B runs of alternated loads at 4x, /pd's and the checkout's first paint came 60-400 ms sooner; two servers
  // of one build differ by up to 280 ms, so the gain is real but small.
  {
    name: 'antd-base',
    test: /[\\/]node_modules[\\/](antd[\\/]es[\\/](_util|style|config-provider|form[\\/]hooks)|@rc-component[\\/](util|motion|resize-observer|portal|trigger))[\\/]/,
    priority: 8,
  },
];

/**
 * React Router's package points every import condition at its development build, whose only difference is that its
 * dev warnings run (remix-run/react-router#14753); a build takes the production one beside it.
 */
const REACT_ROUTER_PRODUCTION = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

export default defineConfig(({ command }) => {
  // A build is always a production build: NODE_ENV=development left in the shell would otherwise make Vite ship
  // React's and antd's development builds (Vite reads NODE_ENV after loading this file).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      routePagesPlugin(fileURLToPath(new URL('./src/app/route-table.ts', import.meta.url))),
      antdStaticStylesPlugin(),
      // .br and .gz beside every compressible file for the server to send as is. index.html gets them too but they go
      // unused: the server injects the client config into index.html at start and answers that text.
      compression({ algorithms: ['brotliCompress', 'gzip'] }),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : []),
      ],
    },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: API_TARGET, changeOrigin: false },
        '/static': { target: API_TARGET, changeOrigin: false },
        // Avatars are served by the API server at /media/avatars/<id>.webp.
        '/media': { target: API_TARGET, changeOrigin: false },
      },
    },
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      emptyOutDir: true,
      sourcemap: false,
      // Lists each entry's and route's static imports; bench/web-first-load.ts measures what a page really fetches.
      manifest: true,
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        // antd's rc-component packages hold components and hooks only, but do not say so (no "sideEffects" in their
        // package.json): declared free of side effects, a module of theirs that nothing uses is left out. antd's form
        // context (imported by inputs, selects and popups) then brings rc-form's FormProvider, not all of rc-form.
        treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false }] },
        output: {
          codeSplitting: { groups: CHUNK_GROUPS },
        },
      },
    },
  };
});
