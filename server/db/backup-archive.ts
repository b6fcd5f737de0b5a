/**
 * A minimal ustar writer and reader (regular files only) for backup archives, so a backup is one
 * `.tar.gz` that `tar tzf` can list and `tar xzf` can unpack, with no extra dependency.
 */
export type ArchiveEntry = { name: string; data: Uint8Array; mtime?: Date };

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  // ustar: up to 155 bytes of folders in `prefix`, the rest (<= 100 bytes) in `name`.
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const base = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`path too long for a backup archive: ${name}`);
}

function header(entry: ArchiveEntry): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(entry.name);
  block.write(base, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(entry.data.length, 12), 124, 'ascii');
  block.write(octal(Math.floor((entry.mtime ?? new Date()).getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

export function packTar(entries: ArchiveEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry), Buffer.from(entry.data));
    const pad = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

function text(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString('utf8');
}

/** Regular files of a tar archive; folders and other kinds are skipped. */
export function unpackTar(archive: Buffer): ArchiveEntry[] {
  const entries: ArchiveEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
    if (parseInt(text(block, 148, 8).trim(), 8) !== sum) throw new Error('not a backup archive (bad tar header)');
    const size = parseInt(text(block, 124, 12).trim() || '0', 8);
    const type = text(block, 156, 1) || '0';
    const prefix = text(block, 345, 155);
    const name = prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100);
    const mtime = new Date(parseInt(text(block, 136, 12).trim() || '0', 8) * 1000);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new Error('the backup archive is cut short');
    if (type === '0') entries.push({ name, data: archive.subarray(start, start + size), mtime });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
