/**
 * GET /sitemap.xml from the live list of public routes (issue 39): a post is listed from the
 * moment it is public and leaves when it is archived. Mounted before the built app's files.
 */
import { Hono } from 'hono';
import { publicRoutes, sitemapXml } from '@shared/public-routes';
import type { JournalDeps } from './journal-deps';
import { publicPosts } from './public-posts';
import { xmlAnswer } from './xml-answer';

export const SITEMAP_PATH = '/sitemap.xml';

export function sitemapRoutes({ db, clock, publicUrl }: JournalDeps) {
  const origin = new URL(publicUrl).origin;
  return new Hono().get(SITEMAP_PATH, (c) => {
    const slugs = publicPosts(db, clock()).map((post) => post.slug);
    return xmlAnswer(c, sitemapXml(origin, publicRoutes(slugs)), 'application/xml');
  });
}
