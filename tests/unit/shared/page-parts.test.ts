import { describe, expect, it } from 'vitest';
import { joinPage, pageFragmentFile, splitPage } from '@shared/page-parts';
import { CATALOG_SNAPSHOT_ID } from '@shared/schemas/catalog';
import { sharedParts } from '../../../scripts/prerender/shared-parts';

const head = (title: string) =>
  `<!doctype html><html><head><meta charset="UTF-8" />${'<meta name="x" />'.repeat(20)}` +
  `<title>${title}</title><meta name="twitter:card" content="summary_large_image" />` +
  `${'<link rel="preload" />'.repeat(12)}</head><body><div id="root">`;
const header = `<header class="site">${'<a href="/x">Link</a>'.repeat(12)}</header>`;
const footer = `<footer>${'<p>Small print</p>'.repeat(20)}</footer>`;
const page = (title: string, main: string) =>
  `${head(title)}${header}<main>${main}</main>${footer}</div></body></html>`;

describe('page parts', () => {
  const pages = [page('Terms', '<h1>Terms</h1>'), page('Blog', '<h1>Blog</h1>')];
  const parts = sharedParts(pages);

  it('stores once what the pages share: the head around their own tags, header and footer', () => {
    expect(parts).toContain(header);
    expect(parts).toContain(footer);
    expect(parts).toContain(head('').slice(0, head('').indexOf('<title>')));
    expect(parts.some((part) => part.startsWith('<meta name="twitter:card"'))).toBe(true);
    for (const part of parts) expect(part).not.toMatch(/Terms|Blog/);
  });

  it('gives every page back byte for byte from its fragment', () => {
    for (const html of pages) {
      const fragment = splitPage(html, parts);
      expect(fragment.length).toBeLessThan(html.length / 2);
      expect(fragment).toContain('<h1>');
      expect(joinPage(fragment, parts)).toBe(html);
    }
  });

  it('stores the embedded catalogue once when pages carry the same', () => {
    const catalogue = `<script type="application/json" id="${CATALOG_SNAPSHOT_ID}">${JSON.stringify(
      {
        destinations: Array.from({ length: 8 }, (_, n) => ({ id: `place-${n}`, name: 'Kyoto' })),
      },
    )}</script>`;
    const withCatalogue = (title: string) => page(title, '<h1>Destinations</h1>') + catalogue;
    expect(sharedParts([withCatalogue('Asia'), withCatalogue('Europe')])).toContain(catalogue);
  });

  it('leaves alone what only one page has', () => {
    const alone = sharedParts([
      page('Terms', '<h1>Terms</h1>').replace(footer, '<footer></footer>'),
    ]);
    expect(alone).toEqual([]);
  });

  it('refuses a fragment that names a part the release does not have', () => {
    const fragment = splitPage(pages[0]!, parts);
    expect(() => joinPage(fragment, parts.slice(0, 1))).toThrow(/No shared part/);
  });

  it('keeps each fragment where the page is, under prerendered/parts', () => {
    expect(pageFragmentFile('/')).toBe('prerendered/parts/index.html');
    expect(pageFragmentFile('/blog/marcus')).toBe('prerendered/parts/blog/marcus.html');
  });
});
