/** The brand fonts from node_modules, as file:// faces for pages and data: faces for SVG files. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = process.cwd();
const CORMORANT = 'node_modules/@fontsource/cormorant-garamond/files';

export const FONT_FILES = {
  cormorant500: join(ROOT, CORMORANT, 'cormorant-garamond-latin-500-normal.woff2'),
  cormorant500Italic: join(ROOT, CORMORANT, 'cormorant-garamond-latin-500-italic.woff2'),
  cormorant600: join(ROOT, CORMORANT, 'cormorant-garamond-latin-600-normal.woff2'),
  manrope: join(
    ROOT,
    'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  ),
} as const;

/** CSS for HTML rendered from a file:// page (PDFs, posters): the browser embeds subsets. */
export const PAGE_FONTS_CSS = `
@font-face{font-family:'Cormorant Garamond';font-weight:500;font-style:normal;src:url('file://${FONT_FILES.cormorant500}') format('woff2')}
@font-face{font-family:'Cormorant Garamond';font-weight:500;font-style:italic;src:url('file://${FONT_FILES.cormorant500Italic}') format('woff2')}
@font-face{font-family:'Cormorant Garamond';font-weight:600;font-style:normal;src:url('file://${FONT_FILES.cormorant600}') format('woff2')}
@font-face{font-family:'Manrope';font-weight:200 800;font-style:normal;src:url('file://${FONT_FILES.manrope}') format('woff2')}
`;

/** Family name used inside shipped SVGs, distinct so a page's own web font never stands in. */
export const SVG_SERIF = 'AurelianSerif';

/**
 * A shipped SVG shown through <img> cannot load outside fonts, so the one face it uses travels
 * inside it as a data URI (about 31 KB).
 */
export function svgFontStyle(): string {
  const data = readFileSync(FONT_FILES.cormorant500).toString('base64');
  return `<style>@font-face{font-family:${SVG_SERIF};src:url(data:font/woff2;base64,${data}) format('woff2')}text{font-family:${SVG_SERIF},'Cormorant Garamond',Georgia,serif}</style>`;
}
