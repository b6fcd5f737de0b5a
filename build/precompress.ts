/**
 * A Vite plugin writing `.br` and `.gz` beside every built text file over 1 KB (JavaScript, CSS,
 * HTML, SVG, JSON), at the highest levels: compressed once at build, served as they are by
 * @fastify/static's `preCompressed` (server/plugins/web.ts), so no request pays for it.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Smaller files gain less than the headers a compressed answer adds. */
export const PRECOMPRESS_MIN_BYTES = 1024;
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;

async function* files(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else yield file;
  }
}

export async function precompressFolder(folder: string): Promise<number> {
  let count = 0;
  for await (const file of files(folder)) {
    if (!TEXT.test(file) || (await stat(file)).size < PRECOMPRESS_MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    count++;
  }
  return count;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'academy:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After every file (the public folder's too) is written.
    async closeBundle() {
      const count = await precompressFolder(path.resolve(config.root, config.build.outDir));
      config.logger.info(`precompressed ${count} files (.br, .gz)`);
    },
  };
}
