import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CASE_STUDY_SLUGS } from '@app/content/case-studies';
import {
  FILE_PATH,
  FIXED_PUBLIC_ROUTES,
  isPostRoute,
  pageRouteOf,
  prerenderedFile,
  prerenderedRoutes,
  publicRouteOf,
  publicRoutes,
  STORY_SLUGS,
  sitemapXml,
  UNLISTED_ROUTES,
} from '@shared/public-routes';

const POSTS = ['isabella', 'marcus', 'sophia'];
const PUBLIC_ROUTES = publicRoutes(POSTS);
const PRERENDERED_ROUTES = prerenderedRoutes(POSTS);
const PRERENDERED_SET = new Set(PRERENDERED_ROUTES);

describe('public routes', () => {
  it('name the same stories as the bundled content', () => {
    expect([...STORY_SLUGS]).toEqual([...CASE_STUDY_SLUGS]);
  });

  it('are the fixed routes plus a page per published post, after /blog', () => {
    expect(publicRoutes([])).toEqual(FIXED_PUBLIC_ROUTES);
    const routes = publicRoutes(['new-post', 'isabella']);
    const blog = routes.indexOf('/blog');
    expect(routes.slice(blog, blog + 3)).toEqual(['/blog', '/blog/new-post', '/blog/isabella']);
    expect(routes).toHaveLength(FIXED_PUBLIC_ROUTES.length + 2);
    expect(publicRoutes(['marcus'])).not.toContain('/blog/isabella');
    expect(prerenderedRoutes(['marcus'])).toEqual([
      ...publicRoutes(['marcus']),
      ...UNLISTED_ROUTES,
    ]);
  });

  it('look a path up in the live list: an archived post is no page', () => {
    const live = new Set(prerenderedRoutes(['marcus']));
    expect(publicRouteOf('/blog/marcus/', live)).toBe('/blog/marcus');
    expect(publicRouteOf('/blog/isabella', live)).toBeUndefined();
    expect(isPostRoute('/blog/isabella')).toBe(true);
    expect(isPostRoute('/blog/rss.xml')).toBe(false);
    expect(isPostRoute('/blog')).toBe(false);
    // The worker cannot ask the list: any post's address is a page it may hold.
    expect(pageRouteOf('/blog/any-post/')).toBe('/blog/any-post');
    expect(pageRouteOf('/blog/Bad_Slug')).toBeUndefined();
    expect(pageRouteOf('/terms/')).toBe('/terms');
    expect(pageRouteOf('/dashboard')).toBeUndefined();
  });

  it('list the public screens once each, and no member screen', () => {
    expect(new Set(PUBLIC_ROUTES).size).toBe(PUBLIC_ROUTES.length);
    for (const route of ['/', '/home', '/destinations/asia', '/blog/marcus', '/julian', '/shop']) {
      expect(PUBLIC_ROUTES).toContain(route);
    }
    for (const route of ['/dashboard', '/profile', '/upload', '/thank-you', '/payment/confirm']) {
      expect(PUBLIC_ROUTES).not.toContain(route);
    }
    expect(PUBLIC_ROUTES.every((route) => !FILE_PATH.test(route))).toBe(true);
  });

  it('pre-render the unlisted /thank-you and /payment/confirm too, but never list them in the sitemap', () => {
    expect(UNLISTED_ROUTES).toEqual(['/thank-you', '/payment/confirm']);
    expect(PRERENDERED_ROUTES).toEqual([...PUBLIC_ROUTES, ...UNLISTED_ROUTES]);
    for (const route of UNLISTED_ROUTES) {
      expect(publicRouteOf(route, PRERENDERED_SET)).toBe(route);
      expect(sitemapXml('https://club.example', PUBLIC_ROUTES)).not.toContain(route);
    }
    expect(new Set(PRERENDERED_ROUTES).size).toBe(PRERENDERED_ROUTES.length);
  });

  it('build a sitemap on the given origin', () => {
    const xml = sitemapXml('https://club.example/', PUBLIC_ROUTES);
    expect(xml).toContain('<loc>https://club.example/</loc>');
    expect(xml).toContain('<loc>https://club.example/stories/credit-comeback</loc>');
    expect(xml).toContain('<loc>https://club.example/blog/marcus</loc>');
    expect(xml).not.toContain('/dashboard');
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_ROUTES.length);
  });

  it.each([
    ['/robots.txt', true],
    ['/.env', true],
    ['/data/club.db', true],
    ['/x.js?v=1', true],
    ['/home?ref=a.b', false],
    ['/stories/from-debt-to-jet', false],
    ['/', false],
  ])('FILE_PATH: %s names a file: %s', (path, isFile) => {
    expect(FILE_PATH.test(path)).toBe(isFile);
  });
});

describe('public/robots.txt', () => {
  const robots = readFileSync('public/robots.txt', 'utf8');
  it('allows the site, keeps crawlers out of the API and member screens, names the sitemap', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    for (const path of ['/api/', '/dashboard', '/profile', '/upload']) {
      expect(robots).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    }
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });
});

describe('pre-rendered files', () => {
  it.each([
    ['/', 'prerendered/index.html'],
    ['/destinations', 'prerendered/destinations.html'],
    ['/destinations/asia', 'prerendered/destinations/asia.html'],
  ])('prerenderedFile(%s) is %s', (route, file) => {
    expect(prerenderedFile(route)).toBe(file);
  });

  it('gives every public route a file of its own', () => {
    expect(new Set(PUBLIC_ROUTES.map((route) => prerenderedFile(route))).size).toBe(
      PUBLIC_ROUTES.length,
    );
  });

  it.each([
    ['/', '/'],
    ['/terms', '/terms'],
    ['/terms/', '/terms'],
    ['/destinations/asia', '/destinations/asia'],
    ['/destinations/mars', undefined],
    ['/dashboard', undefined],
    ['/login', undefined],
    ['/Terms', undefined],
  ])('publicRouteOf(%s) is %s', (path, route) => {
    expect(publicRouteOf(path, PRERENDERED_SET)).toBe(route);
  });
});
