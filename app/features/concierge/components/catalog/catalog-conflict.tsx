import type { ConsoleCatalogRecord } from '@shared/catalog-editor-api';
import type { CatalogKind } from '@shared/constants';
import { Button } from '@app/components/ui/button';
import { useFormContext } from 'react-hook-form';
import { CATALOG_KIND_INFO, formOf, type CatalogFormValues } from '../../lib/catalog-kinds';
import { momentLabel } from '../../lib/format';

const shown = (value: string | boolean | undefined) =>
  typeof value === 'boolean'
    ? value
      ? 'Yes'
      : 'No'
    : value === '' || value === undefined
      ? '—'
      : value;

/**
 * A colleague saved this record since it was opened: both versions side by side, field by field
 * where they differ, and the two ways on: take theirs, or save what was typed over it.
 */
export function CatalogConflict({
  kind,
  theirs,
  onLoadTheirs,
  onSaveOver,
}: {
  kind: CatalogKind;
  theirs: ConsoleCatalogRecord;
  onLoadTheirs: () => void;
  onSaveOver: () => void;
}) {
  const { getValues } = useFormContext<CatalogFormValues>();
  const mine = getValues();
  const other = formOf(kind, theirs);
  const changed = CATALOG_KIND_INFO[kind].fields.filter(
    (f) => mine.fields[f.name] !== other.fields[f.name],
  );
  const picturesDiffer =
    JSON.stringify(mine.pictures.map((p) => [p.id, p.alt])) !==
    JSON.stringify(other.pictures.map((p) => [p.id, p.alt]));
  return (
    <div
      role="alert"
      className="flex flex-col gap-4 rounded-xl border border-gold-500/45 bg-gold-500/8 px-4 py-4 text-sm"
    >
      <p className="text-sand-100">
        Someone saved this record at {momentLabel(theirs.updatedAt)}, after you opened it. Your
        changes are not saved yet.
      </p>
      {changed.length > 0 || picturesDiffer ? (
        <table className="w-full text-left text-xs">
          <caption className="sr-only">Where your version and the saved one differ</caption>
          <thead className="text-stone-400">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
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
            {changed.map((f) => (
              <tr key={f.name} className="border-t border-white/8">
                <th scope="row" className="py-1.5 pr-3 font-medium text-stone-300">
                  {f.label}
                </th>
                <td className="py-1.5 pr-3 break-words">{shown(mine.fields[f.name])}</td>
                <td className="py-1.5 break-words">{shown(other.fields[f.name])}</td>
              </tr>
            ))}
            {picturesDiffer && (
              <tr className="border-t border-white/8">
                <th scope="row" className="py-1.5 pr-3 font-medium text-stone-300">
                  Pictures
                </th>
                <td className="py-1.5 pr-3">{mine.pictures.length}</td>
                <td className="py-1.5">{other.pictures.length}</td>
              </tr>
            )}
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
