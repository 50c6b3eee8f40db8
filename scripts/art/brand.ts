/** Logo, monogram, favicons and install icons (public/images/brand, public/icons, favicons). */
import { goldFill, monogram, wordmark } from './brand-marks';
import { packIco } from './lib/ico';
import { isMain, writePublic } from './lib/files';
import { optimisePng } from './lib/png';
import { Renderer } from './lib/render';
import { Defs, PALETTE, n, svgDoc } from './lib/svg';

function logoSvg(): string {
  const defs = new Defs();
  const h = 80;
  const markSize = 64;
  const textX = markSize + 26;
  const probe = wordmark(textX, 0, 46, '#000');
  const capH = probe.box.y1 - probe.box.y0;
  const baseline = h / 2 + capH / 2;
  const w = Math.ceil(textX + probe.width + 6);
  // Vertical sheen so both ends of the long wordmark read as the same metal.
  const fill = defs.linearAt(
    [
      [0, PALETTE.goldLight],
      [0.5, PALETTE.gold],
      [1, '#a88446'],
    ],
    0,
    10,
    0,
    h - 10,
  );
  const body =
    monogram({ cx: h / 2, cy: h / 2, size: markSize, fill }) +
    wordmark(textX, baseline, 46, fill).markup;
  return svgDoc(w, h, defs, body, 'Aurelian');
}

function monogramSvg(): string {
  const defs = new Defs();
  const fill = goldFill(defs);
  return svgDoc(100, 100, defs, monogram({ cx: 50, cy: 50, size: 96, fill }), 'Aurelian monogram');
}

/** A dark tile with the gold mark; `inset` is the mark's share of the tile's width. */
function tileSvg(size: number, inset: number, radius: number, simple: boolean): string {
  const defs = new Defs();
  const bg = defs.radial(
    [
      [0, PALETTE.stone],
      [0.7, PALETTE.espresso],
      [1, PALETTE.black],
    ],
    0.5,
    0.42,
    0.75,
  );
  const fill = goldFill(defs, 0, 0, size, size);
  const rect = `<rect width="${size}" height="${size}" rx="${n(radius)}" fill="${bg}"/>`;
  const mark = monogram({ cx: size / 2, cy: size / 2, size: size * inset, fill, simple });
  return svgDoc(size, size, defs, rect + mark, 'Aurelian');
}

export async function buildBrand(r: Renderer): Promise<void> {
  writePublic('images/brand/logo.svg', logoSvg());
  writePublic('images/brand/monogram.svg', monogramSvg());
  const favicon = tileSvg(64, 0.86, 14, true);
  writePublic('favicon.svg', favicon);

  const icoImages = [];
  for (const size of [16, 32, 48]) {
    icoImages.push({ size, png: await r.svg(favicon, size, size, { transparent: true }) });
  }
  writePublic('favicon.ico', packIco(icoImages));

  const square = (px: number, inset: number, radius: number): Promise<Buffer> =>
    r.svg(tileSvg(512, inset, radius, false), px, px).then(optimisePng);
  writePublic('icons/icon-192.png', await square(192, 0.7, 0));
  writePublic('icons/icon-512.png', await square(512, 0.7, 0));
  // Maskable: full bleed, mark well inside the 80% safe circle.
  writePublic('icons/maskable-512.png', await square(512, 0.54, 0));
  writePublic('apple-touch-icon.png', await square(180, 0.66, 0));
}

if (isMain(import.meta.url)) {
  const r = await Renderer.open();
  await buildBrand(r);
  await r.close();
}
