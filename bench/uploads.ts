/**
 * Upload memory benchmark (issue 21 item 4): a real server (server/main.ts, started once to create
 * its database, then again to measure) on an on-disk PGlite, or on PostgreSQL with DATABASE_URL
 * (a scratch database: it is written to). 100 uploads of 1.9 MB images over HTTP, then each
 * image served once; prints the server's resident memory (VmRSS) before, during and after.
 *   npx tsx bench/uploads.ts [--count 100] [--mb 1.9]
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ADMIN, startServer, stopServer, type Spawned } from '../server/test/spawn-server.js';

const { values } = parseArgs({ options: { count: { type: 'string', default: '100' }, mb: { type: 'string', default: '1.9' } } });
const count = Number(values.count);
const size = Math.round(Number(values.mb) * 1024 * 1024);

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const rssOf = (server: Spawned) => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
};

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'uploads-bench-'));
const env = {
  DATA_DIR: dataDir,
  ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
  // Room for the whole run: this measures memory, not the quota or the rate.
  UPLOADS_MAX_MB: String(Math.ceil((count * size) / 1024 / 1024) + 50),
  UPLOADS_PER_MINUTE: String(count + 10),
};
await stopServer(await startServer(env, 120_000)); // creates the database (PGlite's initdb) and the admin
const server = await startServer(env);
try {
  const login = await fetch(`${server.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`${count} uploads of ${(size / 1024 / 1024).toFixed(1)} MB to a server on ${engine}, node ${process.version}`);
  const before = rssOf(server);
  console.log(`  before                 rss ${MB(before)}`);
  const urls: string[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    // A whole 1x1 PNG and random bytes after it: recognised as PNG, and as incompressible as a photo.
    const png = Buffer.concat([PNG, randomBytes(size - PNG.length)]);
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), `photo-${i}.png`);
    const reply = await fetch(`${server.base}/api/admin/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (reply.status !== 200) throw new Error(`upload ${i}: ${reply.status} ${await reply.text()}`);
    urls.push(((await reply.json()) as { url: string }).url);
    if ((i + 1) % 25 === 0) console.log(`  after ${String(i + 1).padEnd(3)} uploads      rss ${MB(rssOf(server))}`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const uploaded = rssOf(server);
  for (const url of urls) await (await fetch(`${server.base}${url}`)).arrayBuffer();
  const served = rssOf(server);
  console.log(`  after serving each     rss ${MB(served)}`);
  console.log(
    `uploads: ${seconds} s; memory ${MB(before)} -> ${MB(uploaded)} (+${MB(uploaded - before)}), ${MB(served)} after serving them`,
  );
} finally {
  await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
}
