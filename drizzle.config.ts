import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a new SQL migration under lib/db/migrations from the tables every
// area owns (lib/<area>/tables.ts). Migrations run when the app first touches the database (lib/db/index.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/*/tables.ts',
  out: './lib/db/migrations',
});
