/**
 * The name a stored file is offered under (Content-Disposition): the sender's, cleaned of paths,
 * control and direction-changing characters (a "photo‮gpj.exe" trick), shortened, and ending in
 * the extension of what the file really is. The file on disk never bears it.
 */
import type { AttachmentKind } from '@shared/threads-api';

const EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
const STEM_MAX_CHARACTERS = 100;
// C0 and C1 controls, the bidirectional overrides and isolates, and what file systems refuse:
// matching control characters is this pattern's purpose.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"*/:<>?\\|]/g;

export function cleanFileName(given: string, contentType: string, kind: AttachmentKind): string {
  const base = given.split(/[\\/]/).pop() ?? '';
  const stem = base
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .trim();
  // By code point, so a name is never cut inside an emoji's surrogate pair.
  const short = Array.from(stem).slice(0, STEM_MAX_CHARACTERS).join('').trim();
  const fallback = kind === 'pdf' ? 'document' : 'picture';
  return `${short || fallback}.${EXTENSION[contentType] ?? 'bin'}`;
}
