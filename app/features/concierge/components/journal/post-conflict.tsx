import { useFormContext } from 'react-hook-form';
import type { ConsolePost, PostStatus } from '@shared/journal-api';
import { Button } from '@app/components/ui/button';
import { momentLabel } from '../../lib/format';
import { POST_STATUS_LABELS, postFormOf, type PostFormValues } from '../../lib/post-form';

const LABELS: Record<keyof PostFormValues, string> = {
  title: 'Title',
  slug: 'Address name',
  excerpt: 'Excerpt',
  author: 'Author',
  authorRole: "Author's line",
  tags: 'Tags',
  status: 'Status',
  publishAt: 'Publish at',
  coverAlt: 'Cover description',
  markdown: 'The post',
};

/** Line endings and the ends' spaces the server trims are no difference. */
const same = (a: string, b: string) =>
  a.replace(/\r\n/g, '\n').trim() === b.replace(/\r\n/g, '\n').trim();

function shown(key: keyof PostFormValues, value: string): string {
  if (value === '') return '—';
  if (key === 'status') return POST_STATUS_LABELS[value as PostStatus] ?? value;
  if (key === 'publishAt') return momentLabel(value);
  return value.length > 160 ? `${value.slice(0, 160)}…` : value;
}

/**
 * A colleague saved this post since it was opened: where the two differ, field by field, and the
 * two ways on, as the catalogue's CatalogConflict offers them.
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
  const changed = (Object.keys(LABELS) as (keyof PostFormValues)[]).filter(
    (key) => !same(mine[key], other[key]),
  );
  return (
    <div
      role="alert"
      className="flex flex-col gap-4 rounded-xl border border-gold-500/45 bg-gold-500/8 px-4 py-4 text-sm"
    >
      <p className="text-sand-100">
        Someone saved this post at {momentLabel(theirs.updatedAt)}, after you opened it. Your
        changes are not saved yet.
      </p>
      {changed.length > 0 ? (
        <table className="w-full table-fixed text-left text-xs">
          <caption className="sr-only">Where your version and the saved one differ</caption>
          <thead className="text-stone-400">
            <tr>
              <th scope="col" className="w-28 py-1 pr-3 font-medium">
                Field
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Yours
              </th>
              <th scope="col" className="py-1 font-medium">
                Saved
              </th>
            </tr>
          </thead>
          <tbody className="align-top text-sand-100">
            {changed.map((key) => (
              <tr key={key} className="border-t border-white/8">
                <th scope="row" className="py-1.5 pr-3 font-medium text-stone-300">
                  {LABELS[key]}
                </th>
                <td className="py-1.5 pr-3 break-words">{shown(key, mine[key])}</td>
                <td className="py-1.5 break-words">{shown(key, other[key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-stone-300">Their version has the same fields as yours.</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button size="sm" variant="outline" onClick={onLoadTheirs}>
          Load the saved version
        </Button>
        <Button size="sm" onClick={onSaveOver}>
          Save mine over it
        </Button>
      </div>
    </div>
  );
}
