/**
 * Turns text into SVG outlines using the bundled Cormorant Garamond WOFF files, so the wordmark
 * never depends on a web font at display time. Reads just enough TrueType: cmap, hmtx, loca, glyf.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { n } from './svg';

type Tables = Map<string, Buffer>;

function readWoff(file: string): Tables {
  const b = readFileSync(file);
  if (b.toString('ascii', 0, 4) !== 'wOFF') throw new Error(`${file} is not a WOFF 1.0 file`);
  const tables: Tables = new Map();
  const count = b.readUInt16BE(12);
  for (let i = 0; i < count; i++) {
    const o = 44 + i * 20;
    const tag = b.toString('ascii', o, o + 4);
    const offset = b.readUInt32BE(o + 4);
    const compLength = b.readUInt32BE(o + 8);
    const origLength = b.readUInt32BE(o + 12);
    const raw = b.subarray(offset, offset + compLength);
    tables.set(tag, compLength < origLength ? inflateSync(raw) : raw);
  }
  return tables;
}

function table(t: Tables, tag: string): Buffer {
  const b = t.get(tag);
  if (!b) throw new Error(`font has no ${tag} table`);
  return b;
}

export class OutlineFont {
  readonly unitsPerEm: number;
  private readonly t: Tables;
  private readonly cmap = new Map<number, number>();

  constructor(file: string) {
    this.t = readWoff(file);
    this.unitsPerEm = table(this.t, 'head').readUInt16BE(18);
    this.readCmap();
  }

  private readCmap(): void {
    const c = table(this.t, 'cmap');
    const subCount = c.readUInt16BE(2);
    for (let i = 0; i < subCount; i++) {
      const off = c.readUInt32BE(4 + i * 8 + 4);
      if (c.readUInt16BE(off) !== 4) continue;
      const segX2 = c.readUInt16BE(off + 6);
      const ends = off + 14;
      const starts = ends + segX2 + 2;
      const deltas = starts + segX2;
      const ranges = deltas + segX2;
      for (let s = 0; s < segX2 / 2; s++) {
        const end = c.readUInt16BE(ends + s * 2);
        const start = c.readUInt16BE(starts + s * 2);
        const delta = c.readInt16BE(deltas + s * 2);
        const rangeAt = ranges + s * 2;
        const range = c.readUInt16BE(rangeAt);
        for (let code = start; code <= end && code !== 0xffff; code++) {
          let g: number;
          if (range === 0) g = (code + delta) & 0xffff;
          else {
            g = c.readUInt16BE(rangeAt + range + (code - start) * 2);
            if (g !== 0) g = (g + delta) & 0xffff;
          }
          this.cmap.set(code, g);
        }
      }
      return;
    }
    throw new Error('font has no format 4 cmap');
  }

  advance(glyph: number): number {
    const hhea = table(this.t, 'hhea');
    const hmtx = table(this.t, 'hmtx');
    const metrics = hhea.readUInt16BE(34);
    return hmtx.readUInt16BE(Math.min(glyph, metrics - 1) * 4);
  }

  glyphOf(ch: string): number {
    return this.cmap.get(ch.codePointAt(0) ?? 0) ?? 0;
  }

  /** Contours of a glyph in font units (y up), each a list of [x, y, onCurve]. */
  contours(glyph: number): [number, number, boolean][][] {
    const head = table(this.t, 'head');
    const loca = table(this.t, 'loca');
    const glyf = table(this.t, 'glyf');
    const long = head.readInt16BE(50) === 1;
    const start = long ? loca.readUInt32BE(glyph * 4) : loca.readUInt16BE(glyph * 2) * 2;
    const end = long ? loca.readUInt32BE(glyph * 4 + 4) : loca.readUInt16BE(glyph * 2 + 2) * 2;
    if (end <= start) return [];
    const g = glyf.subarray(start, end);
    const numContours = g.readInt16BE(0);
    return numContours >= 0 ? simpleGlyph(g, numContours) : this.compositeGlyph(g);
  }

  private compositeGlyph(g: Buffer): [number, number, boolean][][] {
    const out: [number, number, boolean][][] = [];
    let p = 10;
    for (;;) {
      const flags = g.readUInt16BE(p);
      const index = g.readUInt16BE(p + 2);
      p += 4;
      const words = (flags & 1) !== 0;
      const dx = words ? g.readInt16BE(p) : g.readInt8(p);
      const dy = words ? g.readInt16BE(p + 2) : g.readInt8(p + 1);
      p += words ? 4 : 2;
      // Scaled components never occur in the letters we set; skip their matrices.
      if (flags & 0x8) p += 2;
      else if (flags & 0x40) p += 4;
      else if (flags & 0x80) p += 8;
      for (const c of this.contours(index)) out.push(c.map(([x, y, on]) => [x + dx, y + dy, on]));
      if (!(flags & 0x20)) return out;
    }
  }
}

function simpleGlyph(g: Buffer, numContours: number): [number, number, boolean][][] {
  const ends: number[] = [];
  for (let i = 0; i < numContours; i++) ends.push(g.readUInt16BE(10 + i * 2));
  const count = (ends[ends.length - 1] ?? -1) + 1;
  let p = 10 + numContours * 2;
  p += 2 + g.readUInt16BE(p);
  const flags: number[] = [];
  while (flags.length < count) {
    const f = g.readUInt8(p++);
    flags.push(f);
    if (f & 8) {
      const repeat = g.readUInt8(p++);
      for (let r = 0; r < repeat; r++) flags.push(f);
    }
  }
  const coords = (shortBit: number, sameBit: number): number[] => {
    const vals: number[] = [];
    let v = 0;
    for (const f of flags) {
      if (f & shortBit) {
        const d = g.readUInt8(p++);
        v += f & sameBit ? d : -d;
      } else if (!(f & sameBit)) {
        v += g.readInt16BE(p);
        p += 2;
      }
      vals.push(v);
    }
    return vals;
  };
  const xs = coords(2, 16);
  const ys = coords(4, 32);
  const out: [number, number, boolean][][] = [];
  let s = 0;
  for (const e of ends) {
    const c: [number, number, boolean][] = [];
    for (let i = s; i <= e; i++) c.push([xs[i] ?? 0, ys[i] ?? 0, ((flags[i] ?? 0) & 1) === 1]);
    out.push(c);
    s = e + 1;
  }
  return out;
}

/** Quadratic TrueType contours to an SVG path, scaled and placed with a y-down baseline. */
function contourPath(c: [number, number, boolean][], k: number, ox: number, oy: number): string {
  const X = (x: number): string => n(ox + x * k);
  const Y = (y: number): string => n(oy - y * k);
  const len = c.length;
  const at = (i: number): [number, number, boolean] => c[((i % len) + len) % len] ?? [0, 0, true];
  let startIdx = c.findIndex((pt) => pt[2]);
  let start: [number, number];
  if (startIdx < 0) {
    const a = at(0);
    const b = at(1);
    start = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    startIdx = 0;
  } else start = [at(startIdx)[0], at(startIdx)[1]];
  let d = `M${X(start[0])} ${Y(start[1])}`;
  for (let i = 1; i <= len; i++) {
    const cur = at(startIdx + i);
    if (cur[2]) {
      d += `L${X(cur[0])} ${Y(cur[1])}`;
      continue;
    }
    const next = at(startIdx + i + 1);
    const endPt = next[2] ? [next[0], next[1]] : [(cur[0] + next[0]) / 2, (cur[1] + next[1]) / 2];
    d += `Q${X(cur[0])} ${Y(cur[1])} ${X(endPt[0] ?? 0)} ${Y(endPt[1] ?? 0)}`;
    if (next[2]) i++;
  }
  return `${d}Z`;
}

export interface SetText {
  d: string;
  width: number;
  /** Bounds of the control points: a hair larger than the ink, good enough to centre with. */
  box: { x0: number; y0: number; x1: number; y1: number };
}

/** Sets text at `size` px with `tracking` in em, left edge at x, baseline at y. */
export function setText(
  font: OutlineFont,
  text: string,
  size: number,
  x: number,
  y: number,
  tracking = 0,
): SetText {
  const k = size / font.unitsPerEm;
  let pen = 0;
  const parts: string[] = [];
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const chars = [...text];
  chars.forEach((ch, i) => {
    const g = font.glyphOf(ch);
    for (const c of font.contours(g)) {
      parts.push(contourPath(c, k, x + pen, y));
      for (const [px, py] of c) {
        const sx = x + pen + px * k;
        const sy = y - py * k;
        box.x0 = Math.min(box.x0, sx);
        box.x1 = Math.max(box.x1, sx);
        box.y0 = Math.min(box.y0, sy);
        box.y1 = Math.max(box.y1, sy);
      }
    }
    pen += font.advance(g) * k + (i < chars.length - 1 ? tracking * size : 0);
  });
  return { d: parts.join(''), width: pen, box };
}

const FONT_DIR = 'node_modules/@fontsource/cormorant-garamond/files';
const cache = new Map<number, OutlineFont>();

/** Cormorant Garamond, latin subset, at a given weight (300 to 700). */
export function cormorant(weight: 300 | 400 | 500 | 600 | 700): OutlineFont {
  let f = cache.get(weight);
  if (!f) {
    f = new OutlineFont(`${FONT_DIR}/cormorant-garamond-latin-${weight}-normal.woff`);
    cache.set(weight, f);
  }
  return f;
}
