/** What the journal's list exports as CSV (csv-stream.ts writes it): its rows, read by api/journal. */
import type { ConsolePost } from '@shared/journal-api';
import type { ConsolePostQuery } from '@shared/schemas/posts';
import { postRowsAfter } from '../../journal';
import { field, type CsvExport } from '../exports/csv-stream';

export const POSTS_CSV: CsvExport<ConsolePost, ConsolePostQuery> = {
  columns: [
    field('Post', 'id'),
    field('Created', 'createdAt'),
    field('Updated', 'updatedAt'),
    field('Status', 'status'),
    field('Publish at', 'publishAt'),
    field('Published', 'publishedAt'),
    field('Archived', 'archivedAt'),
    field('Title', 'title'),
    field('Address', 'slug'),
    field('Author', 'author'),
    field('Author role', 'authorRole'),
    { header: 'Tags', value: (post) => post.tags.join('; ') },
    field('Excerpt', 'excerpt'),
  ],
  reader: postRowsAfter,
};
