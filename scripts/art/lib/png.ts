/** Shrinks PNGs with pngquant when it is installed (apt-get install pngquant); else keeps them. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PNGQUANT = '/usr/bin/pngquant';
let warned = false;

export function optimisePng(png: Buffer): Buffer {
  if (!existsSync(PNGQUANT)) {
    if (!warned) console.warn('pngquant not found: PNGs are written unoptimised');
    warned = true;
    return png;
  }
  const out = spawnSync(PNGQUANT, ['--quality', '70-95', '--speed', '1', '--strip', '-'], {
    input: png,
    maxBuffer: 64 * 1024 * 1024,
  });
  // pngquant exits 99 when it cannot meet the quality floor; the original is then the right file.
  return out.status === 0 && out.stdout.length < png.length ? out.stdout : png;
}
