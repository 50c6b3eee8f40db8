import { useFormContext } from 'react-hook-form';
import type { ConsolePost, PostStatus } from '@shared/journal-api';
import { momentLabel } from '../../lib/format';
import { POST_STATUS_LABELS, postFormOf, type PostFormValues } from '../../lib/post-form';
import { ConflictNotice } from '../common/conflict-notice';

/** The fields compared; the cover's picture by its address (its id says no more to a reader). */
type Compared = Exclude<keyof PostFormValues, 'coverPictureId'>;
const LABELS: Record<Compared, string> = {
  title: 'Title',
  slug: 'Address name',
  excerpt: 'Excerpt',
  author: 'Author',
  authorRole: "Author's line",
  tags: 'Tags',
  status: 'Status',
  publishAt: 'Publish at',
  coverUrl: 'Cover picture',
  coverAlt: 'Cover description',
  markdown: 'The post',
};

/** Line endings and the ends' spaces the server trims are no difference. */
const same = (a: string, b: string) =>
  a.replace(/\r\n/g, '\n').trim() === b.replace(/\r\n/g, '\n').trim();

function shown(key: Compared, value: string): string {
  if (value === '') return '—';
  if (key === 'coverUrl') return value.split('/').at(-1) ?? value;
  if (key === 'status') return POST_STATUS_LABELS[value as PostStatus] ?? value;
  if (key === 'publishAt') return momentLabel(value);
  return value.length > 160 ? `${value.slice(0, 160)}…` : value;
}

/**
 * A colleague saved this post since it was opened: the fields where the two differ, in words
 * (a status by its name, a time as a moment, a long text cut short).
 */
export function PostConflict({
  theirs,
  onLoadTheirs,
  onSaveOver,
}: {
  theirs: ConsolePost;
  onLoadTheirs: () => void;
  onSaveOver: () => void;
}) {
  const mine = useFormContext<PostFormValues>().getValues();
  const other = postFormOf(theirs);
  const rows = (Object.keys(LABELS) as Compared[])
    .filter((key) => !same(mine[key], other[key]))
    .map((key) => ({
      key,
      label: LABELS[key],
      mine: shown(key, mine[key]),
      saved: shown(key, other[key]),
    }));
  return (
    <ConflictNotice
      noun="post"
      savedAt={theirs.updatedAt}
      rows={rows}
      onLoadTheirs={onLoadTheirs}
      onSaveOver={onSaveOver}
    />
  );
}
