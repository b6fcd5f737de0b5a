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
//
// A server that dies on its own (its watchdog ended it after a blocked main thread, the OOM killer,
// a crash) is started again after a pause that doubles with each restart in a row (1 s ... 30 s) and
// is back to 1 s once a server has stayed up a minute. Only a server that said it was ready (an
// IPC message from server/main.ts once it listens) is restarted: one that fails before that (a bad
// configuration, a port in use) would fail the same way every time, so its exit code is ours.
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;
const STAYED_UP_MS = 60_000;
/** Starts in a row that never became ready, after which we give up. */
const MOST_UNREADY_STARTS = 10;

let server;
let stopping = false;
let restartTimer;
let pauseMs = FIRST_PAUSE_MS;
let restarts = 0;
let unreadyStarts = 0;
let everReady = false;

function startServer() {
  const startedAt = Date.now();
  let ready = false;
  server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  server.on('message', (message) => {
    if (message?.ready !== true) return;
    ready = everReady = true;
    unreadyStarts = 0;
  });
  server.on('exit', (code, signal) => {
    // Ended by a signal it did not handle: report it the shell's way (128 + its number).
    const status = code ?? 128 + (os.constants.signals[signal] ?? 0);
    // Asked to stop, never ready, or closed cleanly of its own accord (exit 0): nothing to restart.
    if (stopping || !everReady || code === 0) process.exit(status);
    if (!ready && ++unreadyStarts >= MOST_UNREADY_STARTS) {
      console.error(`server did not become ready in ${unreadyStarts} starts in a row; giving up`);
      process.exit(1);
    }
    const upMs = Date.now() - startedAt;
    if (upMs >= STAYED_UP_MS) pauseMs = FIRST_PAUSE_MS;
    restarts++;
    console.error(
      `server exited (${signal ? `signal ${signal}` : `code ${code}`}) after ${Math.round(upMs / 1000)} s; ` +
        `restarting in ${pauseMs / 1000} s (restart ${restarts})`,
    );
    restartTimer = setTimeout(startServer, pauseMs);
    pauseMs = Math.min(pauseMs * 2, LONGEST_PAUSE_MS);
  });
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    if (server.exitCode === null && server.signalCode === null) return void server.kill(signal);
    // Waiting to restart: no server runs, nothing to wait for.
    clearTimeout(restartTimer);
    process.exit(0);
  });
}
startServer();
