/**
 * `npx tsx scripts/fonts/split-fonts.ts`: splits the three first-screen fonts (issue 21) in two
 * along unicode-range: the characters the site's own text uses, preloaded, and the rest of the
 * Latin subset, fetched by the browser only for a page that needs one of them (a member's name
 * with an accent). The preloaded bytes fall from 72 to about 47 KB. Needs Debian's
 * python3-fonttools (`apt-get install python3-fonttools python3-brotli`); the outputs are
 * committed, so neither the build nor `npm start` needs it.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'app/styles/fonts';
const PYTHON = '/usr/bin/python3';

/**
 * The characters the site's text uses beyond plain ASCII (collected from dist/ and app/), with
 * É: the labels set in capitals (text-transform) draw é as É.
 */
const SITE_EXTRA = [
  0xa0, 0xa9, 0xae, 0xb7, 0xc9, 0xd7, 0xe9, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022,
  0x2026, 0x20ac, 0x2122, 0x2212,
];

/** fontsource's 'latin' subset, as ranges. */
const LATIN: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const basic = new Set<number>([
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  ...SITE_EXTRA,
]);

/** Code points as CSS unicode-range ranges. */
function ranges(points: number[]): string {
  const sorted = [...points].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
    out.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return out.join(', ');
}

const latinPoints = LATIN.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
const basicRange = ranges([...basic]);
/** Control characters: never drawn, but a page's line breaks would make the browser fetch a face. */
const isControl = (p: number) => p < 0x20 || (p >= 0x7f && p < 0xa0);
const restRange = ranges(latinPoints.filter((p) => !basic.has(p) && !isControl(p)));

interface Face {
  file: string;
  family: string;
  style: 'normal' | 'italic';
  weight: string;
  format: string;
}

const FACES: Face[] = [
  {
    file: 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    family: 'Manrope Variable',
    style: 'normal',
    weight: '200 800',
    format: 'woff2-variations',
  },
  {
    file: 'node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
    family: 'Cormorant Garamond',
    style: 'normal',
    weight: '500',
    format: 'woff2',
  },
  {
    file: 'node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2',
    family: 'Cormorant Garamond',
    style: 'italic',
    weight: '500',
    format: 'woff2',
  },
];

const css: string[] = [
  '/* Written by scripts/fonts/split-fonts.ts: the first-screen fonts, split for preloading. */',
];
for (const face of FACES) {
  const name = face.file
    .split('/')
    .at(-1)!
    .replace(/\.woff2$/, '');
  for (const [part, unicodes] of [
    ['site', basicRange],
    ['rest', restRange],
  ] as const) {
    const out = join(OUT, `${name}-${part}.woff2`);
    execFileSync(PYTHON, [
      '-m',
      'fontTools.subset',
      face.file,
      `--unicodes=${unicodes.replaceAll(' ', '')}`,
      '--flavor=woff2',
      '--layout-features=*',
      `--output-file=${out}`,
    ]);
    css.push(
      `@font-face {\n  font-family: '${face.family}';\n  font-style: ${face.style};\n` +
        `  font-display: swap;\n  font-weight: ${face.weight};\n` +
        `  src: url('./${name}-${part}.woff2') format('${face.format}');\n` +
        `  unicode-range: ${unicodes};\n}`,
    );
  }
}
writeFileSync(join(OUT, 'first-screen.css'), `${css.join('\n\n')}\n`);
console.log(`Wrote ${FACES.length * 2} fonts and first-screen.css to ${OUT}`);
