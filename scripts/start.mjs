// `npm start`: build the web app when it is missing or older than its sources, then serve.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/web/index.html');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const stale =
  !existsSync(built) ||
  statSync(built).mtimeMs < Math.max(newestSource(path.join(root, 'web')), newestSource(path.join(root, 'contracts')));
if (stale) {
  console.log('Building the web app...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs as a child; SIGTERM/SIGINT sent to this process (by systemd, docker stop, or npm,
// which passes them to its script: package.json's `exec` makes this process the script, not a shell
// that would die and leave the server running) are passed to it, so it closes cleanly, and its
// exit code is ours.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  // Ended by a signal it did not handle: report it the shell's way (128 + its number).
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
