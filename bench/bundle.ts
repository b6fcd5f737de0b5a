/**
 * The homepage's first-visit weight, from the build in dist/web (run `npm run build` first; this
 * builds nothing): index.html's scripts, module preloads and stylesheets, and every chunk they
 * import statically, at the size the server sends them (the .br / .gz files written beside them
 * at build, the file itself when it has none). Prints the figure and exits 1 over the budget.
 * CI checks the same budget in a browser: e2e/demo/wire-weight.spec.ts.
 *
 *   npx tsx bench/bundle.ts
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Kept equal to BUDGET_KB in e2e/demo/wire-weight.spec.ts. */
const BUDGET_KB = 150;

const dist = path.resolve('dist/web');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sent = (file: string, encoding: 'br' | 'gz') =>
  statSync(existsSync(`${file}.${encoding}`) ? `${file}.${encoding}` : file).size;

const first = new Set<string>();
const queue = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
  if (first.has(file)) continue;
  first.add(file);
  if (!file.endsWith('.js')) continue;
  const code = readFileSync(path.join(dist, file), 'utf8');
  // Static imports between chunks (`import{a as b}from"./x.js"`, `import"./y.js"`); dynamic import() is left out.
  for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w$*{},\s]+?\s*from\s*)?["']\.\/([^"']+\.(?:js|css))["']/g)) {
    queue.push(`assets/${m[1]}`);
  }
}

let br = 0;
let gz = 0;
let raw = 0;
for (const file of [...first].sort()) {
  const full = path.join(dist, file);
  const sizes = { br: sent(full, 'br'), gz: sent(full, 'gz'), raw: statSync(full).size };
  br += sizes.br;
  gz += sizes.gz;
  raw += sizes.raw;
  console.log(`${kb(sizes.br).padStart(9)} br ${kb(sizes.gz).padStart(9)} gzip ${kb(sizes.raw).padStart(9)}  ${file}`);
}
const leaks = [...first].filter((file) => /admin|material-react-table/i.test(file));
console.log(
  `\nhomepage first visit: ${kb(br)} of JS+CSS over the wire (budget ${BUDGET_KB} KB); ${kb(gz)} gzip, ${kb(raw)} uncompressed, ${first.size} files`,
);
if (leaks.length) console.log(`Admin code in the first visit: ${leaks.join(', ')}`);
if (br > BUDGET_KB * 1024 || leaks.length) process.exit(1);
