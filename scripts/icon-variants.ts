/**
 * One-off generator (`npx tsx scripts/icon-variants.ts [--force]`) of the manifest's extra icons,
 * made from the install icon art in public/icons (scripts/art/brand.ts draws that art):
 * a monochrome icon (the system tints its alpha, so only the gold lines stay opaque) and the
 * 96 px shortcut icons (the monogram tile with a gold glyph saying where each shortcut leads).
 */
import { existsSync } from 'node:fs';
import sharp from 'sharp';

const SOURCE = 'public/icons/icon-512.png';
const force = process.argv.includes('--force');

/** Lines drawn on a 24-unit grid, stroked in the brand gold (gold-400). */
const GLYPHS: Record<string, string> = {
  // A map pin.
  destinations:
    '<path d="M12 21s-6-5.6-6-11a6 6 0 0 1 12 0c0 5.4-6 11-6 11z"/><circle cx="12" cy="10" r="2.2"/>',
  // A plane seen from above.
  booking: '<path d="M12 3v18M12 8 3.5 13M12 8l8.5 5M9 20l3-1.5 3 1.5"/>',
  // A dashboard grid.
  dashboard:
    '<rect x="4" y="4" width="7" height="7" rx="1"/><rect x="13" y="4" width="7" height="7" rx="1"/><rect x="4" y="13" width="7" height="7" rx="1"/><rect x="13" y="13" width="7" height="7" rx="1"/>',
  // An envelope, the invitation.
  waitlist: '<rect x="3" y="6" width="18" height="12" rx="1.5"/><path d="m3.5 7 8.5 6 8.5-6"/>',
};

const SHORTCUT_SIZE = 96;

function skip(file: string): boolean {
  return existsSync(file) && !force;
}

async function monochrome(file: string): Promise<void> {
  if (skip(file)) return;
  // Brightness becomes opacity: the dark tile and its faint glow (under 45/255) drop out, the gold
  // lines stay.
  const alpha = await sharp(SOURCE).greyscale().linear(2.5, -110).extractChannel(0).toBuffer();
  const info = await sharp({
    create: { width: 512, height: 512, channels: 3, background: '#ffffff' },
  })
    .joinChannel(alpha)
    .png({ palette: true })
    .toFile(file);
  console.log(`${file}: ${(info.size / 1024).toFixed(1)} KiB`);
}

async function shortcut(name: string, glyph: string): Promise<void> {
  const file = `public/icons/shortcut-${name}.png`;
  if (skip(file)) return;
  // The ring stays (dimmed) so the four read as one family; an ink disc hides the monogram.
  const tile = await sharp(SOURCE).resize(SHORTCUT_SIZE).modulate({ brightness: 0.6 }).toBuffer();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="#d5b77a" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="11.5" fill="#13110f" stroke="none"/>${glyph}</svg>`;
  const info = await sharp(tile)
    .composite([{ input: Buffer.from(svg), gravity: 'centre' }])
    .png({ palette: true })
    .toFile(file);
  console.log(`${file}: ${(info.size / 1024).toFixed(1)} KiB`);
}

await monochrome('public/icons/monochrome-512.png');
for (const [name, glyph] of Object.entries(GLYPHS)) await shortcut(name, glyph);
