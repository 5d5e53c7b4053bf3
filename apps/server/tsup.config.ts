import { defineConfig } from 'tsup';

// One ESM file for Node 20. @sme/shared is TypeScript source, so it is bundled in; every real dependency
// stays external and is resolved from node_modules at run time (native modules such as sharp must be).
export default defineConfig({
  entry: ['src/main.ts'],
  outDir: 'dist',
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  splitting: false,
  noExternal: ['@sme/shared'],
});
