import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (npm run db:generate) writes SQL migrations from the modules' tables into ./drizzle.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  // Tables declare camelCase properties; the database uses snake_case names (same option in db/client.ts).
  casing: 'snake_case',
});
