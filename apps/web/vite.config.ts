import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server the dev server forwards to (apps/server listens on 8080 by default). */
const API_TARGET = process.env.VITE_API_TARGET ?? 'http://localhost:8080';

// Vendor groups keep the entry chunk small and let browsers cache libraries across releases.
const VENDOR_GROUPS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 30 },
  { name: 'antd-icons', test: /[\\/]node_modules[\\/]@ant-design[\\/]icons/, priority: 25 },
  { name: 'antd', test: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|dayjs)[\\/]/, priority: 20 },
];

export default defineConfig({
  plugins: [react()],
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
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
});
