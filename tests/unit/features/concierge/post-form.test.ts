import { describe, expect, it } from 'vitest';
import type { ConsolePost } from '@shared/journal-api';
import {
  blankPost,
  coverUndescribed,
  postBodyOf,
  postFormOf,
} from '@app/features/concierge/lib/post-form';

const saved = (fields: Partial<ConsolePost>) =>
  postFormOf({
    ...({} as ConsolePost),
    title: 'T',
    slug: 't',
    excerpt: 'E',
    markdown: 'M',
    author: 'A',
    authorRole: '',
    tags: [],
    status: 'draft',
    publishAt: null,
    coverPictureId: null,
    coverUrl: null,
    coverAlt: null,
    ...fields,
  });

describe('a post form’s cover in the body', () => {
  it('sends an uploaded cover as its id and description', () => {
    const values = {
      ...blankPost(),
      coverPictureId: 'a1',
      coverUrl: '/media/catalog/a1-640.webp',
      coverAlt: 'Dawn',
    };
    expect(postBodyOf(values)).toMatchObject({ coverPictureId: 'a1', coverAlt: 'Dawn' });
  });

  it('keeps a migrated illustration by its description alone, and sends no cover as none', () => {
    const migrated = saved({ coverUrl: '/images/blog/x.svg', coverAlt: 'Columns' });
    expect(postBodyOf(migrated)).toMatchObject({ coverPictureId: null, coverAlt: 'Columns' });
    const removed = { ...migrated, coverUrl: '', coverAlt: '' };
    expect(postBodyOf(removed)).toMatchObject({ coverPictureId: null, coverAlt: null });
  });

  it('asks a description of any cover shown, and of none without one', () => {
    expect(coverUndescribed(saved({ coverUrl: '/images/blog/x.svg', coverAlt: ' ' }))).toBe(true);
    expect(coverUndescribed(saved({ coverUrl: '/images/blog/x.svg', coverAlt: 'Columns' }))).toBe(
      false,
    );
    expect(coverUndescribed(blankPost())).toBe(false);
  });
});
