/**
 * Line breaking for SVG text, measured in Chromium with the same embedded face the SVG carries,
 * so the shipped files need no layout engine of their own.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { esc, n } from './files';
import { FONT_FILES, SVG_SERIF } from './fonts';

export interface SetLines {
  lines: string[];
  widths: number[];
}

export class Typesetter {
  private constructor(private readonly page: Page) {}

  static async open(page: Page): Promise<Typesetter> {
    const data = readFileSync(FONT_FILES.cormorant500).toString('base64');
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.evaluate(
      async ([family, src]) => {
        const face = new FontFace(family, `url(data:font/woff2;base64,${src})`);
        document.fonts.add(await face.load());
      },
      [SVG_SERIF, data] as const,
    );
    return new Typesetter(page);
  }

  /** Greedy breaking of `text` into lines no wider than `width` at `size` px. */
  wrap(text: string, size: number, width: number, tracking = 0): Promise<SetLines> {
    return this.page.evaluate(
      ({ text, size, width, tracking, family }) => {
        const ctx = document.createElement('canvas').getContext('2d');
        if (!ctx) throw new Error('no canvas');
        ctx.font = `${size}px ${family}`;
        ctx.letterSpacing = `${tracking}px`;
        const lines: string[] = [];
        const widths: number[] = [];
        let line = '';
        for (const word of text.split(/\s+/).filter(Boolean)) {
          const next = line ? `${line} ${word}` : word;
          if (line && ctx.measureText(next).width > width) {
            lines.push(line);
            widths.push(ctx.measureText(line).width);
            line = word;
          } else line = next;
        }
        if (line) {
          lines.push(line);
          widths.push(ctx.measureText(line).width);
        }
        return { lines, widths };
      },
      { text, size, width, tracking, family: SVG_SERIF },
    );
  }

  async measure(text: string, size: number, tracking = 0): Promise<number> {
    const set = await this.wrap(text, size, 1e6, tracking);
    return set.widths[0] ?? 0;
  }
}

export interface ParagraphStyle {
  x: number;
  y: number;
  size: number;
  leading: number;
  width: number;
  fill: string;
  /** Justify every line but the last by widening word spaces. */
  justify?: boolean;
  indent?: number;
}

/** A set paragraph as one <text>; returns the markup and the baseline after its last line. */
export function paragraph(set: SetLines, s: ParagraphStyle): { svg: string; next: number } {
  const spans = set.lines.map((line, i) => {
    const x = s.x + (i === 0 ? (s.indent ?? 0) : 0);
    const slack = s.width - (i === 0 ? (s.indent ?? 0) : 0) - (set.widths[i] ?? 0);
    const gaps = line.split(' ').length - 1;
    const last = i === set.lines.length - 1;
    // Loose lines stay ragged: stretched spaces look worse than an uneven edge.
    const ws = s.justify && !last && gaps > 0 && slack / gaps < s.size * 0.5 ? slack / gaps : 0;
    const attr = ws > 0.05 ? ` word-spacing="${n(ws)}"` : '';
    return `<tspan x="${n(x)}" y="${n(s.y + i * s.leading)}"${attr}>${esc(line)}</tspan>`;
  });
  const svg = `<text font-size="${s.size}" fill="${s.fill}">${spans.join('')}</text>`;
  return { svg, next: s.y + set.lines.length * s.leading };
}
