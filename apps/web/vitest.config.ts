import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** Web unit tests: jsdom + Testing Library; run with `npx vitest run --project web` from the root. */
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Node loads antd's CommonJS build (antd/lib) for the tests; a deep import of its ES build (the app's) must
      // reach the same modules, or a context imported from there is not the one antd's components read.
      { find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' },
    ],
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // antd pages in jsdom take 5–12 s a test on two busy cores, more under load.
    testTimeout: 30_000,
    // Files are independent jsdom documents; two cores, so two workers. A cap above the default (cores − 1) must
    // share a group with projects of the same cap: the PGlite server files, which run after shared and tooling.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
