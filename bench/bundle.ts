/**
 * What a public page downloads, against the lazily loaded admin area: reads the Vite build in
 * dist/web and prints gzip sizes. Run `npm run build` first.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('dist/web');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));
const assets = readdirSync(path.join(dist, 'assets')).filter((file) => /\.(js|css)$/.test(file));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let initialTotal = 0;
let lazyTotal = 0;
const lines: string[] = [];
for (const file of assets) {
  const gz = gzipSync(readFileSync(path.join(dist, 'assets', file))).length;
  const isInitial = initial.has(`assets/${file}`);
  if (isInitial) initialTotal += gz;
  else lazyTotal += gz;
  lines.push(`${isInitial ? 'initial' : 'lazy   '}  ${kb(gz).padStart(9)}  ${file}`);
}
console.log(lines.sort().join('\n'));
console.log(`\nFirst load of a public page: ${kb(initialTotal)} gzip; loaded on demand: ${kb(lazyTotal)} gzip`);
const leaks = [...initial].filter((file) => /admin|material-react-table/i.test(file));
console.log(leaks.length ? `Admin code in the first load: ${leaks.join(', ')}` : 'No admin chunk in the first load.');
