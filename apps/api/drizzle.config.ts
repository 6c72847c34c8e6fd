import { defineConfig } from 'drizzle-kit';

// One migration set serves both drivers: PGlite and PostgreSQL speak the same dialect.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
