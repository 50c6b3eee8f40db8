import { Button } from '@app/components/ui/button';
import { momentLabel } from '../../lib/format';

/** One field where the form and the saved record differ, as shown words. */
export interface ConflictRow {
  key: string;
  label: string;
  mine: string;
  saved: string;
}

/**
 * A colleague saved this record since it was opened: where the two differ, field by field, and
 * the two ways on: take theirs, or save what was typed over it. The catalogue's and the journal's
 * editors say which fields differ; this says it the same way for both.
 */
export function ConflictNotice({
  noun,
  savedAt,
  rows,
  onLoadTheirs,
  onSaveOver,
}: {
  /** 'record', 'post' */
  noun: string;
  savedAt: string;
  rows: readonly ConflictRow[];
  onLoadTheirs: () => void;
  onSaveOver: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-4 rounded-xl border border-gold-500/45 bg-gold-500/8 px-4 py-4 text-sm"
    >
      <p className="text-sand-100">
        Someone saved this {noun} at {momentLabel(savedAt)}, after you opened it. Your changes are
        not saved yet.
      </p>
      {rows.length > 0 ? (
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
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-white/8">
                <th scope="row" className="py-1.5 pr-3 font-medium text-stone-300">
                  {row.label}
                </th>
                <td className="py-1.5 pr-3 break-words">{row.mine}</td>
                <td className="py-1.5 break-words">{row.saved}</td>
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
