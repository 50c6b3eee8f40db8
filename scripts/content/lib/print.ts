/** Shared print styles and block rendering for the PDFs. */
import type { Block } from '@app/content/types';
import { BRAND } from '@shared/brand';
import { esc } from './files';
import { PAGE_FONTS_CSS } from './fonts';

export const PRINT_CSS = `${PAGE_FONTS_CSS}
*{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{margin:0;font-family:'Manrope',sans-serif;color:#2a2420;font-size:10pt;line-height:1.6}
h1,h2,h3{font-family:'Cormorant Garamond',serif;font-weight:600;color:#1a1714;break-after:avoid}
h2{font-size:17pt;margin:1.3em 0 .35em}
p{margin:0 0 .75em;orphans:3;widows:3}
ul,ol{margin:0 0 .9em;padding-left:1.3em}
li{margin:0 0 .35em;break-inside:avoid}
ul li::marker{color:#9a7a3f}
blockquote{break-inside:avoid;margin:1.1em 0;padding:.2em 0 .2em 1.1em;border-left:2px solid #c6a15b;font-family:'Cormorant Garamond',serif;font-style:italic;font-size:14pt;line-height:1.4;color:#3a3029}
blockquote cite{display:block;margin-top:.3em;font-family:'Manrope',sans-serif;font-style:normal;font-size:8.5pt;letter-spacing:.12em;text-transform:uppercase;color:#9a7a3f}
.eyebrow{font-size:8pt;letter-spacing:.28em;text-transform:uppercase;color:#9a7a3f;font-weight:600}
.notice{border:1px solid #d9cbb3;background:#f7f2e8;padding:.8em 1em;font-size:8.5pt;line-height:1.5;color:#5a4e44}
.wordmark{font-family:'Cormorant Garamond',serif;font-weight:600;letter-spacing:.32em;font-size:20pt;color:#1a1714}
.wordmark small{display:block;font-family:'Manrope',sans-serif;font-size:6.5pt;letter-spacing:.42em;color:#9a7a3f;margin-top:2px}
`;

export function blocksHtml(blocks: readonly Block[]): string {
  return blocks
    .map((b) => {
      switch (b.type) {
        case 'p':
          return `<p>${esc(b.text)}</p>`;
        case 'h2':
          return `<h2>${esc(b.text)}</h2>`;
        case 'quote':
          return `<blockquote>${esc(b.text)}${b.cite ? `<cite>${esc(b.cite)}</cite>` : ''}</blockquote>`;
        case 'list': {
          const tag = b.ordered ? 'ol' : 'ul';
          return `<${tag}>${b.items.map((i) => `<li>${esc(i)}</li>`).join('')}</${tag}>`;
        }
      }
    })
    .join('\n');
}

export const WORDMARK = `<div class="wordmark">${esc(BRAND.name.toUpperCase())}<small>PRIVATE CLUB</small></div>`;

export function htmlDoc(title: string, css: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><style>${PRINT_CSS}${css}</style></head><body>${body}</body></html>`;
}
