/** Writes public/images/jets/{slug}.svg: six jets in profile over golden-hour skies, 16:10. */
import { jet, type JetPaint, type JetSpec } from './jet-shape';
import { isMain, writePublic } from './lib/files';
import { cloudSea, glow, streaks } from './lib/scene';
import { Defs, type Stop, svgDoc } from './lib/svg';

const JW = 800;
const JH = 500;

interface JetArt {
  label: string;
  spec: JetSpec;
  sky: Stop[];
  sun: readonly [x: number, y: number];
  cloud: string;
}

const PAINT: JetPaint = {
  body: '#ece6dc',
  belly: '#8a8290',
  stripe: '#c6a15b',
  glass: '#20222c',
  engine: '#d8d0c4',
  rim: '#fff4de',
};

export const JETS: Record<string, JetArt> = {
  'global-7500': {
    label: 'Bombardier Global 7500 in flight at sunset',
    spec: {
      length: 600,
      depth: 46,
      windows: 15,
      window: 'square',
      nose: 3.4,
      tail: 'T',
      engines: 2,
      fin: 1.58,
      sweep: 1.6,
      wing: 1.6,
    },
    sky: [
      [0, '#2a2c44'],
      [0.55, '#b47e78'],
      [1, '#f2c58e'],
    ],
    sun: [150, 362],
    cloud: '#e9c3a8',
  },
  'gulfstream-g650er': {
    label: 'Gulfstream G650ER above the clouds at golden hour',
    spec: {
      length: 570,
      depth: 46,
      windows: 14,
      window: 'oval',
      nose: 3.6,
      tail: 'T',
      engines: 2,
      fin: 1.58,
      sweep: 1.8,
      wing: 1.6,
    },
    sky: [
      [0, '#3a3550'],
      [0.55, '#d49a7a'],
      [1, '#f7d6a2'],
    ],
    sun: [640, 362],
    cloud: '#f2d2b4',
  },
  'falcon-8x': {
    label: 'Dassault Falcon 8X with its three engines, at dusk',
    spec: {
      length: 520,
      depth: 46,
      windows: 14,
      window: 'round',
      nose: 3.2,
      tail: 'cruciform',
      engines: 3,
      fin: 1.66,
      sweep: 1.9,
      wing: 1.6,
    },
    sky: [
      [0, '#1f2640'],
      [0.6, '#7a6a8a'],
      [1, '#eab08a'],
    ],
    sun: [200, 362],
    cloud: '#c8a8b0',
  },
  'challenger-350': {
    label: 'Bombardier Challenger 350 climbing through morning light',
    spec: {
      length: 480,
      depth: 46,
      windows: 8,
      window: 'square',
      nose: 3.0,
      tail: 'T',
      engines: 2,
      fin: 1.51,
      sweep: 1.5,
      wing: 1.5,
    },
    sky: [
      [0, '#46506e'],
      [0.55, '#c8a8a0'],
      [1, '#f6dcb4'],
    ],
    sun: [620, 362],
    cloud: '#f4e0cc',
  },
  'citation-latitude': {
    label: 'Cessna Citation Latitude over a sea of cloud',
    spec: {
      length: 450,
      depth: 52,
      windows: 6,
      window: 'round',
      nose: 2.8,
      tail: 'T',
      engines: 2,
      fin: 1.44,
      sweep: 1.2,
      wing: 1.5,
    },
    sky: [
      [0, '#2e3a58'],
      [0.55, '#a88a90'],
      [1, '#f0c89a'],
    ],
    sun: [180, 362],
    cloud: '#e6c8b4',
  },
  'phenom-300e': {
    label: 'Embraer Phenom 300E in warm evening light',
    spec: {
      length: 420,
      depth: 54,
      windows: 5,
      window: 'oval',
      nose: 2.5,
      tail: 'T',
      engines: 2,
      fin: 1.44,
      sweep: 1.6,
      wing: 1.45,
    },
    sky: [
      [0, '#3a3046'],
      [0.55, '#c88a74'],
      [1, '#f6cc90'],
    ],
    sun: [640, 362],
    cloud: '#eec4a4',
  },
};

export function jetSvg(slug: string): string {
  const a = JETS[slug];
  if (!a) throw new Error(`no jet ${slug}`);
  const d = new Defs();
  const [sx, sy] = a.sun;
  const x = (JW - a.spec.length) / 2 - 10;
  const y = 200;
  const climb = `rotate(-4 ${JW / 2} ${y})`;
  const body =
    `<rect width="${JW}" height="${JH}" fill="${d.linear(a.sky)}"/>` +
    glow(d, sx, sy, 460, 200, '#ffdcae', 0.65) +
    `<circle cx="${sx}" cy="${sy}" r="16" fill="#fff3dc"/>` +
    streaks(slug.length * 7, 40, 200, 8, '#ffe6d0', 0.3) +
    cloudSea(d, slug.length, 370, 5, a.cloud, '#6a5a6a', JH, JW) +
    `<g transform="${climb}">${jet(d, a.spec, PAINT, x, y)}</g>` +
    `<rect width="${JW}" height="${JH}" fill="${d.radialAt(
      [
        [0.6, '#0c0b0a', 0],
        [1, '#0c0b0a', 0.4],
      ],
      JW / 2,
      JH / 2,
      JW * 0.7,
      JH * 0.75,
    )}"/>`;
  return svgDoc(JW, JH, d, body, a.label);
}

export function buildJets(): void {
  for (const slug of Object.keys(JETS)) writePublic(`images/jets/${slug}.svg`, jetSvg(slug));
}

if (isMain(import.meta.url)) buildJets();
