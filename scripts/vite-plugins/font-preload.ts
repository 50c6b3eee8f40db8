/**
 * Preload links for the web fonts the first screen sets its text in, injected into index.html
 * with the hashed names the build gave them (unknown before the bundle is written), so the fonts
 * download alongside the JS instead of after the CSS has been parsed.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Latin woff2 files used above the fold, their part with the site's own characters
 * (scripts/fonts/split-fonts.ts): Manrope (body text), Cormorant 500 (headings) and its italic
 * (the gold words of the page headlines). Found only after layout, the italic was the
 * last request before the first paint, at the highest priority.
 */
export const FIRST_SCREEN_FONTS = [
  /manrope-latin-wght-normal-site-[\w-]+\.woff2$/,
  /cormorant-garamond-latin-500-normal-site-[\w-]+\.woff2$/,
  /cormorant-garamond-latin-500-italic-site-[\w-]+\.woff2$/,
];

export function fontPreload(patterns: RegExp[] = FIRST_SCREEN_FONTS): Plugin {
  return {
    name: 'club:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {});
        const tags: HtmlTagDescriptor[] = [];
        for (const pattern of patterns) {
          const file = files.find((name) => pattern.test(name));
          if (!file) {
            this.warn(`font-preload: no emitted file matches ${pattern}`);
            continue;
          }
          tags.push({
            tag: 'link',
            // crossorigin: fonts are fetched in CORS mode, and a preload without it is not reused.
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${file}`,
              crossorigin: '',
            },
            injectTo: 'head',
          });
        }
        return tags;
      },
    },
  };
}
