import { Link, useLocation } from 'react-router-dom';
import type {
  ConsoleCatalogRecord,
  ConsoleDestination,
  ConsoleJet,
  ConsoleProduct,
} from '@shared/catalog-editor-api';
import { CATEGORY_LABELS, type CatalogKind } from '@shared/constants';
import { shownImage } from '@shared/art-rasters';
import { fromList } from '../../lib/back-to-list';
import { imageOf } from '../../lib/catalog-kinds';
import { momentLabel } from '../../lib/format';
import { catalogRecordHref } from '../../lib/hrefs';
import { columnsFor } from '../common/data-table';
import { StatusPill } from '../common/status-pill';

const column = columnsFor<ConsoleCatalogRecord>();

/** What the second column says of a record: where, what kind of jet, or the shop's category. */
function detailOf(kind: CatalogKind, record: ConsoleCatalogRecord): string {
  if (kind === 'destinations') {
    const d = record as ConsoleDestination;
    return `${d.country} · ${CATEGORY_LABELS[d.category]}`;
  }
  if (kind === 'jets') {
    const j = record as ConsoleJet;
    return `${j.type} · ${j.capacity} passengers`;
  }
  return (record as ConsoleProduct).category;
}

function priceOf(kind: CatalogKind, record: ConsoleCatalogRecord): string {
  if (kind === 'destinations') return `$${(record as ConsoleDestination).hotelPrice}`;
  if (kind === 'jets') return `$${(record as ConsoleJet).hourlyRate} / hour`;
  return `$${(record as ConsoleProduct).price}`;
}

export const catalogColumns = (kind: CatalogKind) =>
  column.columns([
    column.accessor('name', {
      header: 'Name',
      cell: ({ row }) => <NameCell kind={kind} record={row.original} />,
    }),
    column.display({
      id: 'detail',
      header: kind === 'products' ? 'Category' : kind === 'jets' ? 'Aircraft' : 'Where',
      cell: ({ row }) => (
        <span className="block max-w-[16rem] truncate text-stone-300">
          {detailOf(kind, row.original)}
        </span>
      ),
      meta: { className: 'hidden md:table-cell' },
    }),
    column.display({
      id: 'price',
      header: kind === 'jets' ? 'Rate' : kind === 'destinations' ? 'Hotel' : 'Price',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{priceOf(kind, row.original)}</span>
      ),
      meta: { numeric: true, className: 'hidden sm:table-cell' },
    }),
    column.accessor('archivedAt', {
      header: 'On the site',
      cell: ({ row }) => (
        <StatusPill
          status={
            row.original.archivedAt
              ? { label: 'Archived', tone: 'closed' }
              : { label: 'Live', tone: 'done' }
          }
        />
      ),
    }),
    column.accessor('updatedAt', {
      header: 'Changed',
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-stone-300">
          {momentLabel(row.original.updatedAt)}
        </span>
      ),
      meta: { className: 'hidden lg:table-cell' },
    }),
  ]);

function NameCell({ kind, record }: { kind: CatalogKind; record: ConsoleCatalogRecord }) {
  const { search } = useLocation();
  const image = imageOf(kind, record);
  return (
    <span className="flex min-w-0 items-center gap-3">
      {image ? (
        <img
          src={shownImage(image)}
          alt=""
          loading="lazy"
          className="size-10 shrink-0 rounded-lg object-cover ring-1 ring-white/10"
        />
      ) : (
        <span aria-hidden className="size-10 shrink-0 rounded-lg bg-ink-800 ring-1 ring-white/10" />
      )}
      <Link
        to={catalogRecordHref(kind, record.id)}
        state={fromList(search)}
        className="line-clamp-2 max-w-[18rem] font-medium text-ivory-50 underline-offset-4 hover:text-gold-200 hover:underline"
      >
        {record.name}
      </Link>
    </span>
  );
}
