import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The API server the dev server forwards to (apps/server listens on 8080 by default). */
const API_TARGET = process.env.VITE_API_TARGET ?? 'http://localhost:8080';

/**
 * The chunk a locale's catalogue files belong to: our site namespaces, our console namespaces, and the shared server
 * messages (with the site's). One chunk per locale and group, fetched when that language is first shown, instead of
 * one request per file. dayjs's and antd's Chinese texts stay apart: grouping a module pulls its imports in, and theirs
 * reach into dayjs and antd themselves.
 */
function localeChunk(id: string): string | null {
  const path = id.replaceAll('\\', '/');
  const catalogue = /\/src\/locales\/(en_US|zh_CN|zh_TW)\/(console)?[^/]*\.json$/.exec(path);
  if (catalogue) return `locale-${catalogue[1]}${catalogue[2] ? '-console' : ''}`;
  const server = /\/packages\/shared\/src\/i18n\/(en_US|zh_CN|zh_TW)\.json$/.exec(path);
  return server ? `locale-${server[1]}` : null;
}

// React and i18next are on every page, so they get chunks of their own that browsers keep across releases. antd is
// not grouped: imported by name, each route's chunk graph pulls only the components it renders.
const CHUNK_GROUPS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 30 },
  { name: localeChunk, debugName: 'locales', priority: 40 },
];

export default defineConfig(({ command }) => {
  // A build is always a production build: NODE_ENV=development left in the shell would otherwise make Vite ship
  // React's and antd's development builds (Vite reads NODE_ENV after loading this file).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      // .br and .gz beside every compressible file for the server to send as is. index.html gets them too but they go
      // unused: the server injects the client config into index.html at start and answers that text.
      compression({ algorithms: ['brotliCompress', 'gzip'] }),
    ],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
        output: {
          codeSplitting: { groups: CHUNK_GROUPS },
        },
      },
    },
  };
});
