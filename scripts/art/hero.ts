/**
 * The home hero: a Global 7500 on the apron at golden hour. One SVG drawn at a moment t in
 * [0, 1) gives the poster (t = 0) and every frame of the seamless video loop.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { jet } from './jet-shape';
import { JETS } from './jets';
import { isMain, PUBLIC_DIR, writePublic } from './lib/files';
import { Renderer } from './lib/render';
import { Defs, n, rng, svgDoc } from './lib/svg';

const HW = 1600;
const HH = 900;
const HORIZON = 610;
const TAU = Math.PI * 2;

export function heroSvg(t: number): string {
  const d = new Defs();
  const wave = Math.sin(TAU * t);
  const breathe = Math.sin(Math.PI * t) ** 2;
  const sunX = 1330;
  const sunY = HORIZON - 12;
  const sky = d.linear([
    [0, '#0d0d14'],
    [0.35, '#2a2230'],
    [0.58, '#7a4e44'],
    [0.68, '#d99a62'],
    [0.7, '#f2c07c'],
  ]);
  const sunGlow = (rx: number, ry: number, a: number): string =>
    `<ellipse cx="${sunX}" cy="${sunY}" rx="${rx}" ry="${ry}" fill="${d.radialAt(
      [
        [0, '#ffe2aa', a],
        [0.4, '#f6b66e', a * 0.4],
        [1, '#f6b66e', 0],
      ],
      sunX,
      sunY,
      rx,
      ry,
    )}"/>`;
  const r = rng(3);
  let far = `M0 ${HORIZON}`;
  for (let x = 0; x <= HW; x += 40)
    far += `L${x} ${n(HORIZON - 18 - Math.sin(x / 210) * 14 - r() * 8)}`;
  far += `L${HW} ${HORIZON}Z`;
  // Runway edge lights converging on the horizon.
  let lights = '';
  for (let i = 0; i < 26; i++) {
    const k = i / 25;
    lights += `<circle cx="${n(80 + k * 1500)}" cy="${n(HORIZON + 6 + (1 - k) * 4)}" r="${n(1.2 + (1 - k) * 1.4)}"/>`;
  }
  const tarmac = d.linear([
    [0, '#3a2c28'],
    [0.2, '#1e1816'],
    [1, '#0c0b0a'],
  ]);
  const spec = { ...(JETS['global-7500']?.spec ?? never()), length: 820, depth: 62 };
  const jx = 640;
  const jy = 560;
  const paint = {
    body: '#efe9df',
    belly: '#6e6670',
    stripe: '#c6a15b',
    glass: '#1a1b22',
    engine: '#d8d0c4',
    rim: '#ffe6bc',
  };
  // Facing left: mirrored about the jet's centre so the nose points into the headline.
  const jc = jx + spec.length / 2;
  const plane = `<g transform="translate(${2 * jc} 0) scale(-1 1)">${jet(d, spec, paint, jx, jy, true)}</g>`;
  const planeId = d.id('p');
  const ground = jy + spec.depth * 1.95;
  const reflectionClip = d.clip(
    `<rect x="0" y="${n(ground)}" width="${HW}" height="${HH - ground}"/>`,
  );
  const phase = ((t * 2) % 1) - 0.1;
  const beacon = Math.exp(-(phase * phase) / 0.0006);
  // A soft band of light drifting across the wet apron; two copies make the loop seamless.
  const shimmerX = (t * HW) % HW;
  const shimmer = (x: number): string =>
    `<ellipse cx="${n(x)}" cy="${HORIZON + 120}" rx="420" ry="26" fill="${d.radialAt(
      [
        [0, '#f6c27e', 0.16],
        [1, '#f6c27e', 0],
      ],
      x,
      HORIZON + 120,
      420,
      26,
    )}"/>`;
  const cx = HW * 0.62;
  const cy = HH * 0.6;
  const s = 1.02 + 0.025 * breathe;
  const drift = `translate(${n(cx + wave * 14)} ${n(cy)}) scale(${s.toFixed(4)}) translate(${-cx} ${-cy})`;
  const scene =
    `<rect width="${HW}" height="${HH}" fill="${sky}"/>` +
    sunGlow(900, 300, 0.55 + 0.08 * breathe) +
    sunGlow(260, 120, 0.9) +
    `<circle cx="${sunX}" cy="${sunY}" r="30" fill="#fff4dc"/>` +
    `<g fill="#f4c9a0" opacity="0.25"><ellipse cx="1100" cy="420" rx="260" ry="4"/><ellipse cx="1400" cy="470" rx="200" ry="3"/><ellipse cx="800" cy="380" rx="300" ry="5"/><ellipse cx="1250" cy="520" rx="340" ry="3"/></g>` +
    `<path fill="#4a3432" opacity="0.85" d="${far}"/>` +
    `<path fill="#2a201e" d="M220 ${HORIZON}v-44h14v-22h26v22h10v44ZM420 ${HORIZON}v-16h260v16Z"/>` +
    `<rect y="${HORIZON}" width="${HW}" height="${HH - HORIZON}" fill="${tarmac}"/>` +
    `<ellipse cx="${sunX}" cy="${HORIZON + 140}" rx="120" ry="260" fill="${d.radialAt(
      [
        [0, '#f6b66e', 0.35],
        [1, '#f6b66e', 0],
      ],
      sunX,
      HORIZON + 140,
      120,
      260,
    )}"/>` +
    `<g fill="#f6cf8a">${lights}</g>` +
    shimmer(shimmerX) +
    shimmer(shimmerX - HW) +
    `<path d="M-40 ${HH - 30}Q420 ${n(ground + 40)} ${n(jx + 60)} ${n(ground + 6)}H${n(jx + spec.length + 60)}" fill="none" stroke="#c6a15b" stroke-width="5" opacity="0.5"/>` +
    `<ellipse cx="${jc}" cy="${ground + 4}" rx="${spec.length * 0.5}" ry="16" fill="${d.radialAt(
      [
        [0, '#000', 0.7],
        [1, '#000', 0],
      ],
      jc,
      ground + 4,
      spec.length * 0.5,
      16,
    )}"/>` +
    `<g id="${planeId}">${plane}</g>` +
    `<g clip-path="${reflectionClip}"><use href="#${planeId}" opacity="0.18" transform="matrix(1 0 0 -1 0 ${n(ground * 2)})"/></g>` +
    `<circle cx="${n(jc + spec.length * 0.5 - 30)}" cy="${n(jy - spec.depth * 1.5)}" r="${n(3 + beacon * 3)}" fill="#ff5a4a" opacity="${(0.25 + beacon * 0.75).toFixed(2)}"/>` +
    `<ellipse cx="${n(jc + spec.length / 2 - spec.length * 0.62)}" cy="${n(ground + 4)}" rx="90" ry="12" fill="#ffd79a" opacity="0.22"/>`;
  // Darken the left and centre so a white headline reads over it; vignette the edges.
  const grade =
    `<rect width="${HW}" height="${HH}" fill="${d.linear(
      [
        [0, '#0c0b0a', 0.72],
        [0.45, '#0c0b0a', 0.38],
        [0.75, '#0c0b0a', 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<rect width="${HW}" height="${HH}" fill="${d.radialAt(
      [
        [0.55, '#0c0b0a', 0],
        [1, '#0c0b0a', 0.6],
      ],
      HW / 2,
      HH / 2,
      HW * 0.62,
      HH * 0.7,
    )}"/>` +
    `<rect width="${HW}" height="${HH}" fill="${d.linear([
      [0, '#0c0b0a', 0.35],
      [0.25, '#0c0b0a', 0],
      [0.8, '#0c0b0a', 0],
      [1, '#0c0b0a', 0.5],
    ])}"/>`;
  return svgDoc(
    HW,
    HH,
    d,
    `<g transform="${drift}">${scene}</g>${grade}`,
    'A private jet on the apron at golden hour',
  );
}

function never(): never {
  throw new Error('global-7500 spec missing');
}

const FPS = 24;
const SECONDS = 7;

function ffmpeg(args: string[]): void {
  const out = spawnSync('/usr/bin/ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (out.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
}

export async function buildHero(r: Renderer, withVideo = true): Promise<void> {
  writePublic(
    'media/hero-poster.jpg',
    await r.svg(heroSvg(0), HW, HH, { type: 'jpeg', quality: 82 }),
  );
  if (!withVideo) return;
  const frames = join(process.cwd(), '.tmp', 'hero-frames');
  rmSync(frames, { recursive: true, force: true });
  mkdirSync(frames, { recursive: true });
  const total = FPS * SECONDS;
  for (let i = 0; i < total; i++) {
    const png = await r.svg(heroSvg(i / total), 1280, 720);
    writeFileSync(join(frames, `${String(i).padStart(4, '0')}.png`), png);
  }
  const input = ['-framerate', String(FPS), '-i', join(frames, '%04d.png')];
  mkdirSync(join(PUBLIC_DIR, 'media'), { recursive: true });
  ffmpeg([
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '31',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-pix_fmt',
    'yuv420p',
    '-an',
    join(PUBLIC_DIR, 'media/hero.webm'),
  ]);
  ffmpeg([
    ...input,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '20',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    join(PUBLIC_DIR, 'media/hero.mp4'),
  ]);
  rmSync(frames, { recursive: true, force: true });
}

if (isMain(import.meta.url)) {
  const r = await Renderer.open();
  await buildHero(r, !process.argv.includes('--poster-only'));
  await r.close();
}
