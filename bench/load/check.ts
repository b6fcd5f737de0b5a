/** `npm run db:check` against a benchmarked database once its server stopped: did every figure survive the writes? */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { targetEnv, type Target } from './server.js';

const root = path.resolve(import.meta.dirname, '../..');

export function checkFigures(target: Target): { passed: boolean; verdict: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/check-cli.ts'], {
    cwd: root,
    env: { ...process.env, ...targetEnv(target) },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const lastLine = (text = '') => text.trim().split('\n').pop() ?? '';
  return {
    passed: run.status === 0,
    verdict: lastLine(run.stdout) || lastLine(run.stderr) || `exited with ${run.status ?? run.signal}`,
  };
}
