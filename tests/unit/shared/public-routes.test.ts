import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOG_SLUGS } from '@app/content/blog';
import { CASE_STUDY_SLUGS } from '@app/content/case-studies';
import {
  BLOG_POST_SLUGS,
  FILE_PATH,
  PRERENDERED_ROUTES,
  PUBLIC_ROUTES,
  prerenderedFile,
  publicRouteOf,
  STORY_SLUGS,
  sitemapXml,
  UNLISTED_ROUTES,
} from '@shared/public-routes';

describe('public routes', () => {
  it('name the same posts and stories as the bundled content', () => {
    expect([...BLOG_POST_SLUGS]).toEqual([...BLOG_SLUGS]);
    expect([...STORY_SLUGS]).toEqual([...CASE_STUDY_SLUGS]);
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
      expect(publicRouteOf(route)).toBe(route);
      expect(sitemapXml('https://club.example')).not.toContain(route);
    }
    expect(new Set(PRERENDERED_ROUTES).size).toBe(PRERENDERED_ROUTES.length);
  });

  it('build a sitemap on the given origin', () => {
    const xml = sitemapXml('https://club.example/');
    expect(xml).toContain('<loc>https://club.example/</loc>');
    expect(xml).toContain('<loc>https://club.example/stories/credit-comeback</loc>');
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
    expect(publicRouteOf(path)).toBe(route);
  });
});
