/**
 * The `/` and `/jet` posters. The book and its Pre-order badge are laid out inside the hotspot
 * rectangle of app/content/jet-page.ts, so the clickable region and the artwork cannot drift.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOK_INFO } from '@app/content/book';
import { JET_PAGE, type Poster } from '@app/content/jet-page';
import { GIFT_KIT_VALUE } from '@app/content/preorder';
import { usd } from '@app/content/text';
import { BOOK } from '@shared/constants';
import { Studio, WORK_DIR } from './lib/browser';
import { PUBLIC_DIR, isMain, writePublic } from './lib/files';
import { PAGE_FONTS_CSS } from './lib/fonts';
import { contrail, jet, placement, type JetPlacement } from './lib/jet';
import { Defs, dots, random, ridge } from './lib/scene';

/** Dusk sky, hills and a lit runway in a w x h box; the jet climbs from (jx, jy). */
function backdrop(w: number, h: number, horizon: number, trailPath: string): string {
  const d = new Defs();
  const r = random(7);
  const sky = d.linear([
    [0, '#0d0c12'],
    [0.35, '#2a2234'],
    [0.62, '#8a4a44'],
    [0.8, '#e0925a'],
    [0.9, '#f6c98a'],
  ]);
  const sun = d.radial(
    [
      [0, '#ffe2aa', 0.95],
      [0.4, '#f5a96a', 0.45],
      [1, '#f5a96a', 0],
    ],
    w * 0.5,
    horizon,
    w * 0.45,
    0.5,
  );
  const ground = d.linear([
    [0, '#2a1c1c'],
    [1, '#070606'],
  ]);
  let lights = '';
  for (let i = 1; i < 18; i++) {
    const k = (i / 18) ** 2;
    const y = horizon + 6 + k * (h - horizon);
    const spread = 20 + k * w * 0.6;
    lights += `<circle cx="${Math.round(w * 0.5 - spread)}" cy="${Math.round(y)}" r="${(1 + k * 6).toFixed(1)}"/><circle cx="${Math.round(w * 0.5 + spread)}" cy="${Math.round(y)}" r="${(1 + k * 6).toFixed(1)}"/>`;
  }
  const trail = d.linear(
    [
      [0, '#f6e3bd', 0],
      [1, '#f6e3bd', 0.8],
    ],
    1,
    0,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${d.markup()}
<rect width="${w}" height="${h}" fill="${sky}"/>${dots(r, 90, { x: 0, y: 0, w, h: horizon * 0.45 }, '#f4efe6', 1.3)}
<rect width="${w}" height="${h}" fill="${sun}"/>
<path d="${ridge(r, horizon - 10, Math.min(horizon * 0.08, w * 0.05), { x1: w, bottom: horizon + 2, peaks: 3, step: 30 })}" fill="#3b2430"/>
<path d="${ridge(r, horizon, horizon * 0.03, { x1: w, bottom: horizon + 2, peaks: 7, step: 30 })}" fill="#24161d"/>
<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${ground}"/>
<path d="M${w * 0.5 - 18} ${horizon}H${w * 0.5 + 18}L${w * 0.95} ${h}H${w * 0.05}Z" fill="#140e10"/>
<g fill="#ffcf86">${lights}</g>
<path d="M${w * 0.5} ${horizon + 6}V${h}" stroke="#f3d9a6" stroke-width="5" stroke-dasharray="26 40" opacity=".45"/>
<path d="${trailPath}" fill="none" stroke="${trail}" stroke-width="4" stroke-linecap="round"/>
</svg>`;
}

interface Layout {
  name: 'poster' | 'poster-mobile';
  poster: Poster;
  horizon: number;
  jet: JetPlacement;
  trailLength: number;
  textCss: string;
  titleSize: number;
}

function page(l: Layout): string {
  const { width: w, height: h, hotspot: hs } = l.poster;
  const cover = `file://${join(PUBLIC_DIR, 'images/book/cover.svg')}`;
  const plane = jet(
    { body: '#15110f', shade: '#070605', windows: '#ffcf86', rim: '#f6c98a', stripe: '#c6a15b' },
    placement(l.jet),
  );
  return `<!doctype html><html><head><meta charset="utf-8"><style>${PAGE_FONTS_CSS}
html,body{margin:0;width:${w}px;height:${h}px;overflow:hidden;background:#0c0b0a}
.bg{position:absolute;inset:0}
.jet{position:absolute;inset:0}
.text{position:absolute;${l.textCss};color:#f4efe6;font-family:'Manrope',sans-serif}
.eyebrow{font-size:${Math.round(l.titleSize * 0.2)}px;letter-spacing:.32em;text-transform:uppercase;color:#e6cf9a;font-weight:600}
h1{font-family:'Cormorant Garamond',serif;font-weight:500;font-size:${l.titleSize}px;line-height:.95;margin:.25em 0 .2em;background:linear-gradient(#f3e2bb,#c6a15b 60%,#9c7a3e);-webkit-background-clip:text;color:transparent}
.sub{font-family:'Cormorant Garamond',serif;font-style:italic;font-size:${Math.round(l.titleSize * 0.36)}px;margin:0 0 1em;color:#f4efe6}
.facts{font-size:${Math.round(l.titleSize * 0.19)}px;letter-spacing:.08em;color:#e9dcc2;line-height:1.8}
.facts b{color:#e6cf9a;font-weight:600}
.hot{position:absolute;left:${hs.left}%;top:${hs.top}%;width:${hs.width}%;height:${hs.height}%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4%}
.book{height:78%;perspective:1800px}
.book img{height:100%;display:block;transform:rotateY(-14deg);box-shadow:-30px 40px 60px rgba(0,0,0,.7),0 0 0 1px rgba(198,161,91,.4);border-radius:2px 6px 6px 2px}
.badge{font-family:'Manrope',sans-serif;font-weight:700;text-transform:uppercase;letter-spacing:.2em;font-size:${Math.round(l.titleSize * 0.17)}px;color:#1a1714;background:linear-gradient(#f0dcaa,#c6a15b);padding:.95em 2.2em;border-radius:999px;box-shadow:0 10px 30px rgba(0,0,0,.5);white-space:nowrap}
</style></head><body>
<div class="bg">${backdrop(w, h, l.horizon, contrail(l.jet, l.trailLength))}</div>
<svg class="jet" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${plane}</svg>
<div class="text"><div class="eyebrow">The new book by ${BOOK_INFO.author}</div>
<h1>${BOOK_INFO.title.replace(' Freedom', '<br>Freedom')}</h1>
<p class="sub">${BOOK_INFO.subtitle}</p>
<div class="facts">Pre-order the <b>signed hardcover</b><br>Luxury gift kit valued at <b>${usd(GIFT_KIT_VALUE)}</b><br>Ships <b>${BOOK.shipsOn}</b></div></div>
<div class="hot"><div class="book"><img src="${cover}" alt=""></div><div class="badge">Pre-order the hardcover</div></div>
</body></html>`;
}

const LAYOUTS: Layout[] = [
  {
    name: 'poster',
    poster: JET_PAGE.desktop,
    horizon: 760,
    jet: { x: 560, y: 150, angle: -14, scale: 0.62 },
    trailLength: 700,
    textCss: 'left:120px;top:330px;width:800px',
    titleSize: 132,
  },
  {
    name: 'poster-mobile',
    poster: JET_PAGE.mobile,
    horizon: 1400,
    jet: { x: 380, y: 150, angle: -16, scale: 0.6 },
    trailLength: 560,
    textCss: 'left:0;right:0;top:400px;text-align:center',
    titleSize: 118,
  },
];

export async function buildPosters(studio: Studio): Promise<void> {
  for (const l of LAYOUTS) {
    const { width: w, height: h } = l.poster;
    const jpg = await studio.screenshot(l.name, page(l), w, h, { type: 'jpeg', quality: 80 });
    writePublic(`images/jet-page/${l.name}.jpg`, jpg, 350);
    // A review copy with the hotspot outlined, to check the region sits on the book and badge.
    await studio.page.addStyleTag({ content: '.hot{outline:4px dashed #0f0}' });
    writeFileSync(
      join(WORK_DIR, `${l.name}-hotspot.png`),
      await studio.page.screenshot({ type: 'png' }),
    );
  }
}

if (isMain(import.meta.url)) {
  const studio = await Studio.open();
  await buildPosters(studio);
  await studio.close();
}
