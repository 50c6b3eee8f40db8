/** Text-free hero art for the blog posts and case studies (public/images/{blog,stories}). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CASE_STUDIES } from '@app/content/case-studies';
import { Studio, WORK_DIR } from './lib/browser';
import { isMain, writePublic } from './lib/files';
import { jet } from './lib/jet';
import { Defs, H, W, dots, random, ridge, shimmer, svgScene } from './lib/scene';

const sky = (d: Defs, stops: readonly (readonly [number, string])[]): string =>
  `<rect width="${W}" height="${H}" fill="${d.linear(stops)}"/>`;

const glow = (
  d: Defs,
  cx: number,
  cy: number,
  r: number,
  colour: string,
  a = 0.9,
  sy = 0.6,
): string =>
  `<rect width="${W}" height="${H}" fill="${d.radial(
    [
      [0, colour, a],
      [1, colour, 0],
    ],
    cx,
    cy,
    r,
    sy,
  )}"/>`;

/** Isabella: a jet climbing above the Rockies at first light. */
function dawnMountains(): string {
  const d = new Defs();
  const r = random(11);
  const layers = ['#6d5a7a', '#4a3d5c', '#2e2740', '#17131f'];
  return svgScene(
    d,
    sky(d, [
      [0, '#141a33'],
      [0.45, '#4b3f63'],
      [0.72, '#d98c6a'],
      [0.85, '#f2c48d'],
    ]) +
      dots(r, 70, { x: 0, y: 0, w: W, h: 260 }, '#f4efe6', 1.2) +
      glow(d, 1050, 600, 520, '#ffd9a0', 0.85) +
      layers
        .map(
          (c, i) =>
            `<path d="${ridge(r, 580 + i * 85, 130 - i * 22, { peaks: 1.4 + i * 0.6, step: 25 })}" fill="${c}"/>`,
        )
        .join('') +
      `<path d="M120 600C500 520 880 330 1089 221" fill="none" stroke="#f6e3bd" stroke-width="3" stroke-linecap="round" opacity=".6"/>` +
      jet(
        { body: '#1a1714', shade: '#0c0b0a', windows: '#f3d08a', rim: '#f6d9a8' },
        'translate(1060 190) rotate(-22) scale(.26)',
      ),
  );
}

/** Marcus: Lake Como at dusk between the columns of a villa loggia. */
function lakeVilla(): string {
  const d = new Defs();
  const r = random(23);
  const stone = d.linear(
    [
      [0, '#2a241f'],
      [1, '#0f0d0b'],
    ],
    1,
    0,
  );
  const column = (x: number): string =>
    `<rect x="${x}" y="0" width="120" height="${H}" fill="${stone}"/><rect x="${x - 14}" y="40" width="148" height="26" fill="#1d1915"/><rect x="${x - 14}" y="690" width="148" height="30" fill="#1d1915"/>`;
  let balusters = '';
  for (let x = 150; x < 1450; x += 46)
    balusters += `<path d="M${x} 790h22c-8 18 8 36 0 54h-22c8-18-8-36 0-54Z"/>`;
  return svgScene(
    d,
    sky(d, [
      [0, '#1c2038'],
      [0.5, '#5b4a6b'],
      [0.78, '#e0a273'],
      [1, '#f0c48f'],
    ]) +
      glow(d, 800, 540, 500, '#ffcf96', 0.7) +
      `<path d="${ridge(r, 470, 120, { peaks: 2 })}" fill="#3e3552"/>` +
      `<path d="${ridge(r, 540, 70, { peaks: 3 })}" fill="#2a2338"/>` +
      `<rect y="560" width="${W}" height="340" fill="${d.linear([
        [0, '#6c5a78'],
        [1, '#1e1a2a'],
      ])}"/>` +
      shimmer(r, 800, 566, 780, '#ffd9a8', 260) +
      dots(r, 40, { x: 200, y: 545, w: 1200, h: 14 }, '#ffd58a', 1.8) +
      column(0) +
      column(1480) +
      `<rect x="0" y="760" width="${W}" height="30" fill="#1d1915"/>` +
      `<g fill="#15120f">${balusters}</g><rect x="0" y="844" width="${W}" height="56" fill="#120f0d"/>`,
  );
}

/** Sophia: the Amalfi Coast at sunset giving way to a pagoda among Kyoto maples. */
function coastToKyoto(): string {
  const d = new Defs();
  const r = random(37);
  const pastel = ['#e8b99a', '#f0d6b0', '#d99a86', '#f3e3c8', '#c98f74'];
  let houses = '';
  for (let i = 0; i < 46; i++) {
    const x = 40 + r() * 520;
    const y = 420 + ((x - 40) / 520) * 220 + r() * 90;
    houses += `<rect x="${Math.round(x)}" y="${Math.round(y)}" width="${Math.round(16 + r() * 22)}" height="${Math.round(12 + r() * 16)}" fill="${pastel[i % pastel.length]}"/>`;
  }
  const pagoda = (x: number, y: number): string => {
    let p = `<rect x="${x - 6}" y="${y - 300}" width="12" height="60" fill="#1a1012"/>`;
    for (let i = 0; i < 5; i++) {
      const w = 170 - i * 26;
      const ty = y - i * 52;
      p += `<path d="M${x - w / 2 - 22} ${ty - 30}Q${x} ${ty - 44} ${x + w / 2 + 22} ${ty - 30}L${x + w / 2} ${ty - 16}H${x - w / 2}Z" fill="#1a1012"/><rect x="${x - w / 2 + 14}" y="${ty - 16}" width="${w - 28}" height="22" fill="#2b1a1a"/>`;
    }
    return p;
  };
  let maples = '';
  const reds = ['#b8322a', '#d4502e', '#8f1f22', '#e0733a'];
  for (let i = 0; i < 150; i++) {
    const x = 1000 + r() * 640;
    const y = 600 + r() * 320 - (x - 1000) * 0.15;
    maples += `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${Math.round(12 + r() * 22)}" fill="${reds[i % 4]}" opacity="${(0.75 + r() * 0.25).toFixed(2)}"/>`;
  }
  return svgScene(
    d,
    sky(d, [
      [0, '#2c2444'],
      [0.45, '#a8576a'],
      [0.7, '#f0985e'],
      [0.82, '#ffd08a'],
    ]) +
      glow(d, 760, 590, 420, '#ffe2a8', 0.9) +
      `<rect y="600" width="${W}" height="300" fill="${d.linear([
        [0, '#e08a5c'],
        [0.3, '#6a3f56'],
        [1, '#1f1a2c'],
      ])}"/>` +
      shimmer(r, 760, 606, 880, '#ffe0a6', 200) +
      `<path d="M0 330C90 340 210 380 330 470C430 545 520 600 610 700L640 900H0Z" fill="#3a2a35"/>` +
      houses +
      `<path d="M0 720C140 690 300 720 420 800L460 900H0Z" fill="#24191f"/>` +
      `<path d="M1600 430C1420 450 1240 520 1120 640L1040 900H1600Z" fill="#2a1a20"/>` +
      pagoda(1330, 560) +
      maples,
  );
}

/** Danielle: a jet lifting off a desert runway as the sun sets behind red mesas. */
function desertRunway(): string {
  const d = new Defs();
  const r = random(41);
  let lights = '';
  for (let i = 1; i < 16; i++) {
    const k = i / 16;
    const y = 560 + k * k * 340;
    const spread = 30 + k * k * 900;
    lights += `<circle cx="${Math.round(800 - spread)}" cy="${Math.round(y)}" r="${(1 + k * 5).toFixed(1)}"/><circle cx="${Math.round(800 + spread)}" cy="${Math.round(y)}" r="${(1 + k * 5).toFixed(1)}"/>`;
  }
  return svgScene(
    d,
    sky(d, [
      [0, '#23192e'],
      [0.4, '#7a3b46'],
      [0.6, '#e06b3e'],
      [0.66, '#ffb466'],
    ]) +
      `<circle cx="820" cy="560" r="120" fill="#ffd08a" opacity=".9"/>` +
      glow(d, 820, 560, 600, '#ff9c55', 0.8, 0.45) +
      `<path d="M0 560V470h90l20-40h170l25 40h60l30 70h180l15-30h120l10 30h80v-20h240l30-50h150l25 50h110l40 30h255v70Z" fill="#6e2c2c"/>` +
      `<path d="${ridge(r, 552, 14, { peaks: 6 })}" fill="#3a1c22"/>` +
      `<rect y="560" width="${W}" height="340" fill="${d.linear([
        [0, '#4a2228'],
        [1, '#120c10'],
      ])}"/>` +
      `<path d="M770 560L830 560L1400 900H200Z" fill="#1c1418"/>` +
      `<path d="M800 566V900" stroke="#f3d9a6" stroke-width="4" stroke-dasharray="18 30" opacity=".55"/>` +
      `<g fill="#ffd58a">${lights}</g>` +
      jet(
        { body: '#120c10', shade: '#070506', windows: '#ffc978', rim: '#ffb466' },
        'translate(560 330) rotate(-9) scale(.55)',
      ),
  );
}

/** The Castillos: a lake at blue hour through the arches of a stone loggia. */
function archesBlueHour(): string {
  const d = new Defs();
  const r = random(53);
  const stone = '#14110f';
  let wall = `M0 0H${W}V${H}H0Z`;
  for (const cx of [330, 800, 1270]) {
    wall += `M${cx - 190} 820V380A190 190 0 0 1 ${cx + 190} 380V820Z`;
  }
  return svgScene(
    d,
    sky(d, [
      [0, '#0f1a33'],
      [0.5, '#2c4a78'],
      [0.75, '#6f8fb8'],
      [0.88, '#c9a98a'],
    ]) +
      dots(r, 40, { x: 0, y: 0, w: W, h: 300 }, '#e8eefc', 1.1) +
      `<path d="${ridge(r, 520, 170, { peaks: 2 })}" fill="#263a5e"/>` +
      `<path d="${ridge(r, 580, 80, { peaks: 3 })}" fill="#1a2947"/>` +
      `<rect y="600" width="${W}" height="300" fill="${d.linear([
        [0, '#4f6f9a'],
        [1, '#0f1a2e'],
      ])}"/>` +
      shimmer(r, 800, 606, 820, '#d9c3a0', 700) +
      dots(r, 36, { x: 100, y: 588, w: 1400, h: 14 }, '#ffd58a', 1.8) +
      `<path d="${wall}" fill="${stone}" fill-rule="evenodd"/>` +
      `<rect x="0" y="800" width="${W}" height="100" fill="#0c0a09"/>` +
      glow(d, 800, 760, 240, '#ffcc88', 0.35),
  );
}

/** Terrence: a city skyline at dawn under clearing storm clouds. */
function cityDawn(): string {
  const d = new Defs();
  const r = random(67);
  let city = '';
  let windows = '';
  for (let x = 0; x < W;) {
    const w = 50 + Math.round(r() * 70);
    const h = 120 + Math.round(r() * (x > 500 && x < 1100 ? 330 : 200));
    city += `<rect x="${x}" y="${640 - h}" width="${w}" height="${h + 10}"/>`;
    for (let i = 0; i < 4; i++) {
      windows += `<rect x="${x + 8 + Math.round(r() * (w - 20))}" y="${640 - h + 14 + Math.round(r() * (h - 30))}" width="5" height="7"/>`;
    }
    x += w + Math.round(r() * 6);
  }
  const blur = d.blur(18);
  let clouds = '';
  for (let i = 0; i < 14; i++) {
    clouds += `<ellipse cx="${Math.round(r() * W)}" cy="${Math.round(60 + r() * 220)}" rx="${Math.round(180 + r() * 260)}" ry="${Math.round(40 + r() * 50)}"/>`;
  }
  return svgScene(
    d,
    sky(d, [
      [0, '#1d2230'],
      [0.4, '#51596e'],
      [0.62, '#e2a272'],
      [0.72, '#f6cf94'],
    ]) +
      glow(d, 900, 600, 560, '#ffe1a8', 0.9) +
      `<path d="M900 600L640 0H760ZM900 600L980 0H1090ZM900 600L1260 0H1400Z" fill="#fff1cf" opacity=".13"/>` +
      `<g fill="#232836" opacity=".92" filter="${blur}">${clouds}</g>` +
      `<g fill="#161a24">${city}</g>` +
      `<g fill="#ffd58a" opacity=".8">${windows}</g>` +
      `<rect y="650" width="${W}" height="250" fill="${d.linear([
        [0, '#8a6a5c'],
        [0.35, '#33303a'],
        [1, '#12141c'],
      ])}"/>` +
      shimmer(r, 900, 656, 880, '#ffe0a6', 240),
  );
}

const SCENES: Record<string, () => string> = {
  isabella: dawnMountains,
  marcus: lakeVilla,
  sophia: coastToKyoto,
  'from-debt-to-jet': desertRunway,
  'the-trust-playbook': archesBlueHour,
  'credit-comeback': cityDawn,
};

export async function buildHeroArt(studio: Studio): Promise<void> {
  // The journal's first three covers (now in the database, migration 0016_journal.sql).
  const posts = ['isabella', 'marcus', 'sophia'].map((slug) => ({
    slug,
    src: `/images/blog/${slug}.svg`,
  }));
  const heroes = [...posts, ...CASE_STUDIES.map((p) => ({ slug: p.slug, src: p.heroImage.src }))];
  for (const { slug, src } of heroes) {
    const scene = SCENES[slug];
    if (!scene) throw new Error(`no scene for ${slug}`);
    const svg = scene();
    writePublic(src.replace(/^\//, ''), svg, 25);
    writeFileSync(
      join(WORK_DIR, `hero-${slug}.png`),
      await studio.svg(slug, svg, 800, 450, { type: 'png' }),
    );
  }
}

if (isMain(import.meta.url)) {
  const studio = await Studio.open();
  await buildHeroArt(studio);
  await studio.close();
}
