/**
 * The public/ media the service worker caches at install instead of precaching: images, PDFs and
 * the video poster (videos stream from the network). Read from the folder so a new image needs
 * no list edited by hand.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const WARMED = /^\/(?:images\/.+|pdfs\/.+\.pdf|media\/.+\.(?:jpg|jpeg|png|webp|avif))$/i;

export function mediaWarmUrls(publicDir: string): string[] {
  return readdirSync(publicDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${relative(publicDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`,
    )
    .filter((url) => WARMED.test(url))
    .sort();
}
