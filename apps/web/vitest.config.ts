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
    // Two cores, so two workers. A cap above the default (cores − 1) must share a group with projects of the same
    // cap: the PGlite server files, which run after shared and tooling.
    maxWorkers: 2,
    // A worker keeps its jsdom window and loaded modules from file to file: loading antd and the app afresh and making
    // a new window for every file cost 520 s of 1,250 s of worker time (vitest's import, setup and environment).
    // src/test/setup.ts starts each file as a first visit (storage, cookies, session, language, title); what stays
    // is set up once per window (jsdom-stand-ins.ts).
    isolate: false,
    sequence: { groupOrder: 1 },
  },
});
