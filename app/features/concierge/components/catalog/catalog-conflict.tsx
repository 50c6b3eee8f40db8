import type { ConsoleCatalogRecord } from '@shared/catalog-editor-api';
import type { CatalogKind } from '@shared/constants';
import { useFormContext } from 'react-hook-form';
import { CATALOG_KIND_INFO, formOf, type CatalogFormValues } from '../../lib/catalog-kinds';
import { ConflictNotice, type ConflictRow } from '../common/conflict-notice';

const shown = (value: string | boolean | undefined) =>
  typeof value === 'boolean'
    ? value
      ? 'Yes'
      : 'No'
    : value === '' || value === undefined
      ? '—'
      : value;

/**
 * A colleague saved this record since it was opened: the fields where the two differ, in words,
 * its pictures and a product's stock among them.
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
  const pictures = (v: CatalogFormValues) => v.pictures.map((p) => p.alt).join(' · ');
  const sizes = (v: CatalogFormValues) => v.sizes.map((z) => `${z.size}: ${z.stock}`).join(', ');
  const rows: ConflictRow[] = changed.map((f) => ({
    key: f.name,
    label: f.label,
    mine: shown(mine.fields[f.name]),
    saved: shown(other.fields[f.name]),
  }));
  // The pictures by their alt text, and a product's stock, which a colleague may have changed too.
  for (const [key, label, words] of [
    ['pictures', 'Pictures', pictures],
    ['sizes', 'Stock', sizes],
  ] as const) {
    const [a, b] = [words(mine), words(other)];
    if (a !== b) rows.push({ key, label, mine: shown(a), saved: shown(b) });
  }
  return (
    <ConflictNotice
      noun="record"
      savedAt={theirs.updatedAt}
      rows={rows}
      onLoadTheirs={onLoadTheirs}
      onSaveOver={onSaveOver}
    />
  );
}
