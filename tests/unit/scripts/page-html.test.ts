import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '@app/entry-prerender';
import { EARLY_EVENTS_SCRIPT } from '@shared/early-events';
import { pageHtml } from '../../../scripts/prerender/page-html';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="stylesheet" crossorigin href="/assets/index-x.css">
    <meta
      name="description"
      content="The shell's description."
    />
    <title>Aurelian Private Club</title>
    <script type="module" crossorigin src="/assets/index-x.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-x.js">
  </head>
  <body>
    <noscript><div>Aurelian Private Club needs JavaScript to open.</div></noscript>
    <div id="root"></div>
  </body>
</html>`;

const page = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  html: '<main><h1>Terms &amp; Conditions</h1></main>',
  meta: {
    title: 'Terms & "Conditions" · Aurelian Private Club',
    description: 'The <terms> of membership.',
    canonical: 'https://club.example/terms',
    image: 'https://club.example/media/hero-poster.jpg',
  },
  state: { router: { loaderData: {}, actionData: null, errors: null }, renderedOn: '2025-09-20' },
  catalog: {},
  ...over,
});

describe('pageHtml', () => {
  it("puts the route's markup in #root and drops the needs-JavaScript notice", () => {
    const html = pageHtml(TEMPLATE, page());
    expect(html).toContain('<div id="root"><main><h1>Terms &amp; Conditions</h1></main></div>');
    expect(html).not.toContain('<noscript>');
  });

  it('lets the stylesheet, fonts and images go before the scripts, which run once they arrive', () => {
    const html = pageHtml(TEMPLATE, page());
    expect(html).toContain(
      '<script type="module" async fetchpriority="low" crossorigin src="/assets/index-x.js"></script>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-x.js">',
    );
  });

  it('gives the page its own title, description, canonical link and Open Graph tags, escaped', () => {
    const html = pageHtml(TEMPLATE, page());
    expect(html).not.toContain("The shell's description.");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>Terms &amp; &quot;Conditions&quot; · Aurelian Private Club</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="The &lt;terms&gt; of membership." />',
    );
    expect(html).toContain('<link rel="canonical" href="https://club.example/terms" />');
    expect(html).toContain('<meta property="og:url" content="https://club.example/terms" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://club.example/media/hero-poster.jpg" />',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Terms &amp; &quot;Conditions&quot; · Aurelian Private Club" />',
    );
  });

  it('embeds the state and the catalogue as JSON no string in them can close', () => {
    const catalog = { jets: [{ name: '</script><script>alert(1)</script>' }] };
    const html = pageHtml(TEMPLATE, page({ catalog } as unknown as Partial<RenderedPage>));
    expect(html).toContain(
      '<script type="application/json" id="prerender-state">{"router":{"loaderData":{},"actionData":null,"errors":null},"renderedOn":"2025-09-20"}</script>',
    );
    const json = /<script type="application\/json" id="catalog-snapshot">(.*?)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(json?.[1] ?? 'null')).toEqual(catalog);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('leaves the catalogue out when the page shows none', () => {
    expect(pageHtml(TEMPLATE, page())).not.toContain('catalog-snapshot');
  });

  it('refuses markup with an inline script, which the CSP would block', () => {
    expect(() => pageHtml(TEMPLATE, page({ html: '<script>$RC()</script>' }))).toThrow(/inline/);
  });

  it('runs the early-events script first in the head, exactly as the CSP hashes it', () => {
    const html = pageHtml(TEMPLATE, page());
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([EARLY_EVENTS_SCRIPT]);
    const at = html.indexOf(`<script>${EARLY_EVENTS_SCRIPT}`);
    expect(at).toBeGreaterThan(0);
    expect(at).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
    // Before the stylesheet: an inline script after one waits for it, and the parser with it.
    expect(at).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(at).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it("names the screen's chunk and what it needs on <html>, for the entry to load after the first paint", () => {
    const screen = { chunk: '/assets/terms-x.js', preload: ['a-1.js', 'b-2.js'] };
    const html = pageHtml(TEMPLATE, page(), screen);
    expect(html).toContain(
      '<html lang="en" data-screen="/assets/terms-x.js" data-preload="a-1.js b-2.js">',
    );
    // Data, not a preload: nothing more is fetched before the first paint.
    expect(html).not.toContain('terms-x.js"></script>');
    expect(html).not.toMatch(/<link[^>]+(terms-x|a-1|b-2)\.js/);
    // A screen that needs nothing more carries no empty list.
    expect(pageHtml(TEMPLATE, page(), { chunk: '/assets/terms-x.js', preload: [] })).toContain(
      '<html lang="en" data-screen="/assets/terms-x.js">',
    );
  });

  it('keeps the early-events script small: it is in every page, before the first paint', () => {
    // 1,654 bytes held taps and submits; pointing member links at their targets (issue 40) took
    // 263 more, about 100 once the page is compressed.
    expect(new TextEncoder().encode(EARLY_EVENTS_SCRIPT).length).toBeLessThan(1950);
  });

  it('refuses a template it cannot fill', () => {
    expect(() => pageHtml(TEMPLATE.replace('<div id="root"></div>', ''), page())).toThrow(/root/);
  });
});
