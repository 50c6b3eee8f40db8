/**
 * Writes brotli (`.br`) and gzip (`.gz`) siblings of every text file in the build output, after
 * every other plugin has written its files (sw.js included), so the server can send them as they
 * are (serveStatic `precompressed`) instead of compressing on each request or not at all.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats; images other than SVG, fonts and PDFs are compressed already. */
export const COMPRESSIBLE_FILE = /\.(?:m?js|css|html|svg|json|txt|xml|webmanifest|ico)$/;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Compresses one file; a sibling that would not be smaller is not written. */
export async function precompressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
}

export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE_FILE.test(f));
  await Promise.all(files.map(precompressFile));
  return files.length;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'club:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // 'post' + sequential: after vite-plugin-pwa has written sw.js in its own closeBundle.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const count = await precompressDir(outDir);
        this.info(`precompressed ${count} text files (.br, .gz)`);
      },
    },
  };
}
