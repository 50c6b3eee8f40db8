/**
 * Run once (issue 39) to write the INSERTs of migration 0015_journal: the three bundled posts
 * (app/content/blog.ts) as Markdown, with the HTML the server renders from it, and each post's
 * first version. A migration must not import app code, so its SQL holds the result, not this call.
 *
 *   npx tsx scripts/journal/posts-to-sql.ts >> api/db/migrations/0015_journal.sql
 */
import { BLOG_POSTS, type BlogPost } from '../../tests/helpers/bundled-posts';
import type { Block } from '../../app/content/types';
import { renderMarkdown } from '../../api/journal/markdown';
import type { PostSnapshot } from '../../shared/journal-api';

/** Text that Markdown would read as markup is escaped, so the words come out as they were. */
const escapeMarkdown = (text: string) =>
  text.replace(/[\\`*_[\]<>#|~]/g, (ch) => `\\${ch}`).replace(/^(\d+)\. /, '$1\\. ');

/** One block as Markdown: h2 → ##, a quote with its speaker → a blockquote ending '— Name'. */
function blockToMarkdown(block: Block): string {
  switch (block.type) {
    case 'p':
      return escapeMarkdown(block.text);
    case 'h2':
      return `## ${escapeMarkdown(block.text)}`;
    case 'quote': {
      const lines = [`> ${escapeMarkdown(block.text)}`];
      if (block.cite) lines.push('>', `> — ${escapeMarkdown(block.cite)}`);
      return lines.join('\n');
    }
    case 'list':
      return block.items
        .map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${escapeMarkdown(item)}`)
        .join('\n');
  }
}

const blocksToMarkdown = (blocks: readonly Block[]) =>
  `${blocks.map(blockToMarkdown).join('\n\n')}\n`;

const sqlText = (value: string | null) =>
  value === null ? 'NULL' : `'${value.replace(/'/g, "''")}'`;

function postSql(post: BlogPost): string {
  const markdown = blocksToMarkdown(post.body);
  // Noon UTC, as the feed has dated them: no reader's zone moves the day.
  const at = `${post.date}T12:00:00.000Z`;
  const snapshot: PostSnapshot = {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    markdown,
    author: post.author,
    authorRole: post.authorRole,
    tags: [],
    coverPictureId: null,
    coverUrl: post.heroImage.src,
    coverAlt: post.heroImage.alt,
    status: 'published',
    publishAt: null,
    publishedAt: at,
    archivedAt: null,
  };
  const values = [
    String(post.id),
    sqlText(post.slug),
    sqlText(post.title),
    sqlText(post.excerpt),
    sqlText(markdown),
    sqlText(renderMarkdown(markdown)),
    sqlText(post.author),
    sqlText(post.authorRole),
    sqlText('[]'),
    'NULL',
    sqlText(post.heroImage.src),
    sqlText(post.heroImage.alt),
    sqlText('published'),
    'NULL',
    sqlText(at),
    'NULL',
    sqlText(at),
    sqlText(at),
  ];
  return [
    'INSERT INTO `posts` (`id`, `slug`, `title`, `excerpt`, `markdown`, `html`, `author`, `author_role`, `tags`, `cover_picture_id`, `cover_url`, `cover_alt`, `status`, `publish_at`, `published_at`, `archived_at`, `created_at`, `updated_at`) VALUES',
    `(${values.join(', ')});`,
    '--> statement-breakpoint',
    'INSERT INTO `post_versions` (`post_id`, `action`, `snapshot`, `actor_id`, `actor_email`, `at`) VALUES',
    `(${post.id}, 'imported', ${sqlText(JSON.stringify(snapshot))}, NULL, NULL, ${sqlText(at)});`,
  ].join('\n');
}

const posts = [...BLOG_POSTS].sort((a, b) => a.id - b.id);
process.stdout.write(
  [
    '--> statement-breakpoint',
    '-- The bundled posts (app/content/blog.ts), written by scripts/journal/posts-to-sql.ts.',
    posts.map(postSql).join('\n--> statement-breakpoint\n'),
    '',
  ].join('\n'),
);
