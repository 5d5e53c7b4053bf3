import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', 'coverage/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Feature folders stay independent: shared code lives in lib/, app/ or packages/shared.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/*/*', '!./*', '!../*'], message: 'Do not import another feature; move shared code to src/lib or packages/shared.' },
            { group: ['opencc-js'], message: 'OpenCC is converted at build time; never ship it to the browser.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*', 'fastify', 'react', '@sme/server*', '@sme/web*'], message: 'packages/shared holds zod and plain TypeScript only.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*/*.tables', '../*/*.tables.js'], message: 'A module never touches another module\'s tables: call its service.' }] },
      ],
    },
  },
);
