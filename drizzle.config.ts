// `npm run db:generate` (README "Adding a migration"). scripts/check-migrations.mjs runs it too,
// against a temporary copy of the migrations, to hold schema.ts to them in `npm test`.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
