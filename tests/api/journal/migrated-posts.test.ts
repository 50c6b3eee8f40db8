/**
 * Migration 0016 moves the three bundled posts into the database with their words and pictures
 * unchanged: the Markdown it stores renders to the same headings, paragraphs, quotes and lists as
 * the Block[] app/content/blog.ts bundled before (kept in tests/helpers/bundled-posts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../helpers/bundled-posts';
import type { Block } from '@app/content/types';
import { closeDb, migrate, openDb, type Db } from '@api/db/client';
import { renderMarkdown } from '@api/journal/markdown';
import { decodeHtml } from '@shared/html-text';
import { dbRow, dbRows } from '../../helpers/db-rows';

interface PostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  markdown: string;
  html: string;
  author: string;
  author_role: string;
  cover_url: string;
  cover_alt: string;
  status: string;
  published_at: string;
  archived_at: string | null;
}

let db: Db;
beforeEach(() => {
  db = openDb(':memory:');
  migrate(db);
});
afterEach(() => closeDb(db));

/** The text of each block as a reader meets it, in order: a quote's words, then its speaker. */
const blockTexts = (blocks: readonly Block[]) =>
  blocks.flatMap((block) => {
    if (block.type === 'list') return block.items.map((item) => ['li', item]);
    if (block.type === 'quote') {
      return [['p', block.text], ...(block.cite ? [['figcaption', block.cite]] : [])];
    }
    return [[block.type, block.text]];
  });

const htmlTexts = (html: string) =>
  [...html.matchAll(/<(p|h2|li|figcaption)>([\s\S]*?)<\/\1>/g)].map(([, tag, inner]) => [
    tag,
    decodeHtml(inner!.replace(/<[^>]+>/g, '')),
  ]);

const row = (slug: string) => dbRow<PostRow>(db, 'SELECT * FROM posts WHERE slug = ?', slug);

describe('migration 0016_journal', () => {
  it('moves the three posts in with their ids, addresses and dates', () => {
    const rows = dbRows<PostRow>(db, 'SELECT * FROM posts ORDER BY id');
    expect(rows.map((r) => [r.id, r.slug, r.status, r.published_at, r.archived_at])).toEqual([
      [1, 'isabella', 'published', '2025-10-07T12:00:00.000Z', null],
      [2, 'marcus', 'published', '2025-09-30T12:00:00.000Z', null],
      [3, 'sophia', 'published', '2025-09-23T12:00:00.000Z', null],
    ]);
  });

  it.each(BLOG_POSTS.map((post) => [post.slug, post] as const))(
    '%s: the same title, author, excerpt and picture',
    (slug, post) => {
      expect(row(slug)).toMatchObject({
        id: post.id,
        title: post.title,
        excerpt: post.excerpt,
        author: post.author,
        author_role: post.authorRole,
        cover_url: post.heroImage.src,
        cover_alt: post.heroImage.alt,
      });
      expect(existsSync(join('public', post.heroImage.src)), post.heroImage.src).toBe(true);
    },
  );

  it.each(BLOG_POSTS.map((post) => [post.slug, post] as const))(
    '%s: its Markdown renders to the same words, block by block',
    (slug, post) => {
      const { markdown, html } = row(slug);
      const rendered = renderMarkdown(markdown);
      expect(htmlTexts(rendered)).toEqual(blockTexts(post.body));
      // The stored HTML is what the server renders from the stored Markdown today.
      expect(html).toBe(rendered);
    },
  );

  it('keeps each post’s first version, so its history starts with the words it came with', () => {
    const versions = dbRows<{ post_id: number; action: string; snapshot: string }>(
      db,
      'SELECT * FROM post_versions ORDER BY post_id',
    );
    expect(versions.map((v) => [v.post_id, v.action])).toEqual([
      [1, 'imported'],
      [2, 'imported'],
      [3, 'imported'],
    ]);
    const first = JSON.parse(versions[0]!.snapshot) as { markdown: string; slug: string };
    expect(first).toMatchObject({ slug: 'isabella', markdown: row('isabella').markdown });
  });
});
