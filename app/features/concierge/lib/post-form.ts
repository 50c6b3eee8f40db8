/**
 * A journal post in the console's editor (issue 39): what the form holds (text in every input),
 * how a post becomes those values and those values the body PostInputSchema checks at both ends.
 */
import type { ConsolePost, PostStatus } from '@shared/journal-api';
import type { StatusWord } from './status-words';
import { momentLabel } from './format';

export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  authorRole: string;
  /** comma-separated, as typed */
  tags: string;
  status: PostStatus;
  /** `datetime-local`'s value, in this device's time zone */
  publishAt: string;
  /** the uploaded cover's id; '' for none, or for a migrated post's shipped illustration */
  coverPictureId: string;
  /** the cover shown; '' for none */
  coverUrl: string;
  coverAlt: string;
  markdown: string;
}

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO timestamp as `datetime-local` shows it: local time, to the minute. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `datetime-local`'s value as ISO; what cannot be read is sent as typed, for the schema to name. */
function isoOf(local: string): string | null {
  if (local.trim() === '') return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

export const blankPost = (): PostFormValues => ({
  title: '',
  slug: '',
  excerpt: '',
  author: '',
  authorRole: '',
  tags: '',
  status: 'draft',
  publishAt: '',
  coverPictureId: '',
  coverUrl: '',
  coverAlt: '',
  markdown: '',
});

export const postFormOf = (post: ConsolePost): PostFormValues => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  author: post.author,
  authorRole: post.authorRole,
  tags: post.tags.join(', '),
  status: post.status,
  publishAt: localInput(post.publishAt),
  coverPictureId: post.coverPictureId ?? '',
  coverUrl: post.coverUrl ?? '',
  coverAlt: post.coverAlt ?? '',
  markdown: post.markdown,
});

/** A cover shown with no description: the schema asks it of an upload, this of any cover. */
export const coverUndescribed = (values: PostFormValues) =>
  values.coverUrl !== '' && values.coverAlt.trim() === '';

/**
 * The body the API takes. A cover goes as its picture's id (none for a migrated post's
 * illustration, which the server keeps) and its description; no cover, as no description.
 * A publishing time goes only with a scheduled post.
 */
export function postBodyOf(values: PostFormValues) {
  const cover = values.coverUrl
    ? { coverPictureId: values.coverPictureId || null, coverAlt: values.coverAlt }
    : { coverPictureId: null, coverAlt: null };
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    markdown: values.markdown,
    author: values.author,
    authorRole: values.authorRole,
    tags: values.tags.split(','),
    ...cover,
    status: values.status,
    publishAt: values.status === 'scheduled' ? isoOf(values.publishAt) : null,
  };
}

/** Draft / Scheduled for <date> / Published / Archived. */
export function postStatusWord(post: ConsolePost): StatusWord {
  if (post.archivedAt) return { label: 'Archived', tone: 'closed' };
  if (post.status === 'scheduled') {
    return {
      label: post.publishAt ? `Scheduled for ${momentLabel(post.publishAt)}` : 'Scheduled',
      tone: 'waiting',
    };
  }
  if (post.status === 'published') return { label: 'Published', tone: 'done' };
  return { label: 'Draft', tone: 'open' };
}
