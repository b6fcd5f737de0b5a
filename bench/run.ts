/** `npm run bench`: every benchmark in turn. */
import { spawnSync } from 'node:child_process';

for (const script of ['bench/bundle.ts', 'bench/scale.ts']) {
  console.log(`\n== ${script}`);
  spawnSync(process.execPath, ['--import', 'tsx', script, ...process.argv.slice(2)], { stdio: 'inherit' });
}
