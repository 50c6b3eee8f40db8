import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PUBLIC_ORIGIN } from '@app/config/public-origin';
import { pageMeta, PageMetaRecorder, type PageMeta } from './page-meta';

/** Sets or adds the <head> element matching `selector`, with `attrs`. */
function upsert(tag: 'meta' | 'link', selector: string, attrs: Record<string, string>): void {
  let el = document.head.querySelector(selector);
  if (!el) {
    el = document.createElement(tag);
    document.head.append(el);
  }
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
}

function applyPageMeta(meta: PageMeta): void {
  document.title = meta.title;
  upsert('meta', 'meta[name="description"]', { name: 'description', content: meta.description });
  upsert('link', 'link[rel="canonical"]', { rel: 'canonical', href: meta.canonical });
  upsert('meta', 'meta[property="og:title"]', { property: 'og:title', content: meta.title });
  upsert('meta', 'meta[property="og:description"]', {
    property: 'og:description',
    content: meta.description,
  });
  upsert('meta', 'meta[property="og:image"]', { property: 'og:image', content: meta.image });
  upsert('meta', 'meta[property="og:url"]', { property: 'og:url', content: meta.canonical });
}

/**
 * Names the screen: the tab title "Page · Aurelian Private Club" (or the brand alone), with the
 * page's description, canonical link and Open Graph tags (page-meta.ts). Pre-rendering records
 * them for the route's HTML; in the browser they are applied after each navigation.
 */
export function useTitle(title?: string, description?: string) {
  const { pathname } = useLocation();
  const meta = pageMeta(PUBLIC_ORIGIN, pathname, title, description);
  useContext(PageMetaRecorder)?.(meta);
  const { title: full, description: text, canonical, image } = meta;
  useEffect(
    () => applyPageMeta({ title: full, description: text, canonical, image }),
    [full, text, canonical, image],
  );
}
