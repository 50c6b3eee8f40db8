/**
 * The images that are the largest paint of the routes opening on one, in the variants
 * scripts/image-variants.ts writes, and their early preload: started from the entry, before the
 * route's chunk has loaded and React has rendered the <img>.
 */
import { JET_PAGE } from '@app/content/jet-page';

/** A `srcset` of the variants of `base` (a public path without extension) at these widths. */
const srcSet = (base: string, widths: number[], format: 'avif' | 'webp') =>
  widths.map((w) => `${base}-${w}.${format} ${w}w`).join(', ');

/** The / and /jet poster; it is shown at most the viewport's width. */
export const JET_POSTER = {
  sizes: '100vw',
  desktop: {
    avif: srcSet('/images/jet-page/poster', [960, 1920], 'avif'),
    webp: srcSet('/images/jet-page/poster', [960, 1920], 'webp'),
  },
  // 800 w: a 412 px phone at 1.75x (Lighthouse's, many Androids) needs 721 px, which 720 just
  // misses; without it they took the 1080 w file, 11 KiB more on the page's largest paint.
  mobile: {
    avif: srcSet('/images/jet-page/poster-mobile', [720, 800, 1080], 'avif'),
    webp: srcSet('/images/jet-page/poster-mobile', [720, 800, 1080], 'webp'),
  },
};

/** /home's hero video poster (a poster attribute takes one URL: WebP, which every browser reads). */
export const HERO_POSTER = '/media/hero-poster.webp';

function preload(attrs: Record<string, string>): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.setAttribute('fetchpriority', 'high');
  for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
  document.head.append(link);
}

/** Preloads the LCP image of the route at `pathname`, if it opens on one. */
export function preloadLcpImage(pathname: string): void {
  if (pathname === '/home') {
    preload({ href: HERO_POSTER, type: 'image/webp' });
  } else if (pathname === '/' || pathname === '/jet') {
    // The same candidates as the <picture> (type, media, srcset, sizes), so one download serves.
    const portrait = JET_PAGE.mobileMedia;
    const landscape = portrait.replace('portrait', 'landscape');
    const sizes = JET_POSTER.sizes;
    preload({
      type: 'image/avif',
      media: portrait,
      imagesrcset: JET_POSTER.mobile.avif,
      imagesizes: sizes,
    });
    preload({
      type: 'image/avif',
      media: landscape,
      imagesrcset: JET_POSTER.desktop.avif,
      imagesizes: sizes,
    });
  }
}
