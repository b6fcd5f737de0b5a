/**
 * `.env` in the working directory (npm runs every script from the project root), loaded at start
 * by each entry point so that copying `.env.example` to `.env` configures the site.
 * Variables already in the environment win over the file (Node's own `process.loadEnvFile`).
 * Tests (NODE_ENV=test) set their whole environment themselves, so a developer's `.env` never
 * leaks into them.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Loads `dir/.env` when present; answers the file loaded, or undefined. */
export function loadEnvFileIfPresent(dir = process.cwd()): string | undefined {
  if (process.env.NODE_ENV === 'test') return undefined;
  const file = path.join(dir, '.env');
  if (!existsSync(file)) return undefined;
  process.loadEnvFile(file);
  return file;
}
