/**
 * One process per embedded database: an exclusive lock file in DATA_DIR.
 *
 * PGlite has no lock of its own, and two processes writing one `pgdata` folder lose acknowledged
 * writes and corrupt indexes. The lock is a file created with O_EXCL holding the owner's pid,
 * host and process start time. A lock left by a process that died (kill -9, power loss) is stale
 * and taken over at once, so crash recovery never needs a hand: on the same host the owner is
 * checked by pid (and its start time, so a reused pid does not count); a lock written on another
 * host (a shared volume) is trusted while its owner refreshes it (every 15 s) and stale after 60 s.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync, unlinkSync } from 'node:fs';
import { mkdir, open, readFile, rmdir, stat, unlink, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'academy.lock';
const TAKEOVER_DIR = 'academy.lock.takeover';
const HEARTBEAT_MS = 15_000;
const FOREIGN_STALE_MS = 60_000;
const TAKEOVER_STALE_MS = 10_000;

type LockOwner = { pid: number; host: string; started: string | null; token: string };

/** DATA_DIR is held by another live process. `owner` names it. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: { pid: number; host: string },
  ) {
    const where = owner.host === os.hostname() ? `pid ${owner.pid}` : `pid ${owner.pid} on ${owner.host}`;
    super(`another server is already using ${dataDir} (${where}); stop it first`);
    this.name = 'DataDirBusyError';
  }
}

/** DATA_DIR cannot be created or written. */
export class DataDirAccessError extends Error {
  constructor(dataDir: string, action: 'created' | 'written', cause: unknown) {
    const code = (cause as NodeJS.ErrnoException)?.code;
    super(`the data folder ${dataDir} cannot be ${action}${code ? ` (${code})` : ''}; set DATA_DIR to a writable folder`);
    this.name = 'DataDirAccessError';
  }
}

export type DataDirLock = { dataDir: string; release(): Promise<void> };

/** Folders this process holds, so a second open in the same process is refused too. */
const held = new Map<string, LockOwner>();

/** The folders this process holds now (the tests check that each test file released its own). */
export const heldDataDirs = (): string[] => [...held.keys()];

/** Start time of a process (Linux: field 22 of /proc/<pid>/stat), or null where unknown. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces: count after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string' || typeof value.token !== 'string') return null;
    return { pid: value.pid, host: value.host, started: value.started ?? null, token: value.token };
  } catch {
    return null;
  }
}

/** True when the recorded owner can no longer be using the folder. */
function isStale(owner: LockOwner | null, modifiedMs: number): boolean {
  // Unreadable or half-written (the writer died between create and write): only trust it briefly.
  if (!owner) return Date.now() - modifiedMs > TAKEOVER_STALE_MS;
  if (owner.host !== os.hostname()) return Date.now() - modifiedMs > FOREIGN_STALE_MS;
  if (owner.pid === process.pid) return ![...held.values()].some((mine) => mine.token === owner.token);
  if (!isAlive(owner.pid)) return true;
  const started = processStart(owner.pid);
  return owner.started !== null && started !== null && started !== owner.started;
}

async function readOwner(file: string): Promise<{ owner: LockOwner | null; modifiedMs: number } | null> {
  try {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { owner: parseOwner(text), modifiedMs: info.mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function tryCreate(file: string, owner: LockOwner): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(JSON.stringify(owner) + '\n');
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}

/**
 * Removes a stale lock under a small mutex (a directory, created atomically), so two processes
 * that both saw the same stale lock cannot both take it over and remove each other's fresh one.
 */
async function removeIfStale(dataDir: string, file: string): Promise<void> {
  const mutex = path.join(dataDir, TAKEOVER_DIR);
  try {
    await mkdir(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another process is taking over right now; a mutex left by a crash expires quickly.
    const info = await stat(mutex).catch(() => null);
    if (info && Date.now() - info.mtimeMs > TAKEOVER_STALE_MS) await rmdir(mutex).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return;
  }
  try {
    const current = await readOwner(file);
    if (current && isStale(current.owner, current.modifiedMs)) await unlink(file).catch(() => undefined);
  } finally {
    await rmdir(mutex).catch(() => undefined);
  }
}

/**
 * Takes the exclusive lock of `dataDir`, creating the folder when missing. Throws
 * DataDirBusyError when a live process holds it and DataDirAccessError when the folder cannot be
 * created or written. `release()` (idempotent) removes the lock; a process that exits without
 * releasing leaves a stale lock that the next start takes over.
 */
export async function lockDataDir(dataDirInput: string): Promise<DataDirLock> {
  const dataDir = path.resolve(dataDirInput);
  try {
    await makeDir(dataDir);
  } catch (error) {
    throw new DataDirAccessError(dataDir, 'created', error);
  }
  const file = path.join(dataDir, LOCK_FILE);
  const mine = held.get(dataDir);
  if (mine) throw new DataDirBusyError(dataDir, mine);
  const owner: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    started: processStart(process.pid),
    token: randomBytes(12).toString('hex'),
  };

  for (let attempt = 0; ; attempt++) {
    let created: boolean;
    try {
      created = await tryCreate(file, owner);
    } catch (error) {
      throw new DataDirAccessError(dataDir, 'written', error);
    }
    if (created) break;
    const current = await readOwner(file);
    if (current && !isStale(current.owner, current.modifiedMs)) {
      throw new DataDirBusyError(dataDir, current.owner ?? { pid: 0, host: os.hostname() });
    }
    if (attempt >= 20) throw new DataDirBusyError(dataDir, current?.owner ?? { pid: 0, host: os.hostname() });
    if (current) await removeIfStale(dataDir, file);
  }
  held.set(dataDir, owner);

  // Keeps the lock fresh for a process on another host that shares the folder.
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(file, now, now).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const ownsFile = () => {
    try {
      return parseOwner(readFileSync(file, 'utf8'))?.token === owner.token;
    } catch {
      return false;
    }
  };
  // A process that exits without close() (process.exit after an error) still tidies up.
  const onExit = () => {
    if (ownsFile()) unlinkSyncQuiet(file);
  };
  process.once('exit', onExit);

  let released = false;
  return {
    dataDir,
    async release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      process.removeListener('exit', onExit);
      if (ownsFile()) unlinkSyncQuiet(file);
      held.delete(dataDir);
    },
  };
}

/**
 * mkdir -p, one level at a time: Node's `mkdir(..., { recursive: true })` never returns for a
 * folder that a pseudo file system refuses (DATA_DIR=/proc/nope spins forever on Node 20).
 */
async function makeDir(dir: string): Promise<void> {
  try {
    await mkdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      if (!(await stat(dir)).isDirectory()) throw error;
      return;
    }
    const parent = path.dirname(dir);
    if (code !== 'ENOENT' || parent === dir) throw error;
    await makeDir(parent);
    await mkdir(dir).catch((again: NodeJS.ErrnoException) => {
      if (again.code !== 'EEXIST') throw again;
    });
  }
}

function unlinkSyncQuiet(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}

/** Synchronous check for tools and tests: who holds `dataDir` now, or null. */
export function dataDirOwner(dataDirInput: string): { pid: number; host: string } | null {
  const file = path.join(path.resolve(dataDirInput), LOCK_FILE);
  try {
    const owner = parseOwner(readFileSync(file, 'utf8'));
    const info = statSync(file);
    return isStale(owner, info.mtimeMs) ? null : owner;
  } catch {
    return null;
  }
}
