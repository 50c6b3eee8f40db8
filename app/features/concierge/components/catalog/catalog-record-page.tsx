import { useNavigate } from 'react-router-dom';
import type { ConsoleCatalogRecord } from '@shared/catalog-editor-api';
import type { CatalogKind } from '@shared/constants';
import { shownImage } from '@shared/art-rasters';
import { consoleApi } from '../../data/console-api';
import { useCatalogEditor } from '../../data/use-catalog-editor';
import { useConsoleQuery } from '../../data/use-console-query';
import { useBackToList } from '../../lib/back-to-list';
import { CATALOG_KIND_INFO, imageOf } from '../../lib/catalog-kinds';
import { useConsoleStaff } from '../../lib/console-context';
import { momentLabel } from '../../lib/format';
import { catalogListHref, catalogRecordHref } from '../../lib/hrefs';
import { ArchivePanel } from '../common/archive-panel';
import { PageHeader } from '../common/page-header';
import { Panel } from '../common/panel';
import { RecordPending } from '../common/record-pending';
import { CatalogEditor } from './catalog-editor';
import { CatalogHistory } from './catalog-history';

/** On the site or not: archive takes a record off every public page, restore puts it back. */
function SitePanel({
  kind,
  record,
  canChange,
  onChanged,
}: {
  kind: CatalogKind;
  record: ConsoleCatalogRecord;
  canChange: boolean;
  onChanged: (record: ConsoleCatalogRecord) => void;
}) {
  const archived = record.archivedAt !== null;
  const { singular } = CATALOG_KIND_INFO[kind];
  const id = String(record.id);
  return (
    <ArchivePanel
      title="On the site"
      status={archived ? { label: 'Archived', tone: 'closed' } : { label: 'Live', tone: 'done' }}
      text={
        archived
          ? `Archived ${momentLabel(record.archivedAt!)}: no public page lists this ${singular}.`
          : `Every public page, installed app and offline copy shows this ${singular} within seconds of a save.`
      }
      archived={archived}
      canChange={canChange}
      toggle={() =>
        archived
          ? consoleApi.restoreCatalogRecord(kind, id, record.updatedAt)
          : consoleApi.archiveCatalogRecord(kind, id, record.updatedAt)
      }
      restoreLabel="Put back on the site"
      doneTitle={archived ? 'Back on the site' : 'Archived: off the site'}
      onChanged={onChanged}
    />
  );
}

function RecordScreen({
  kind,
  record,
  onChanged,
}: {
  kind: CatalogKind;
  record: ConsoleCatalogRecord;
  onChanged: (record: ConsoleCatalogRecord) => void;
}) {
  const staff = useConsoleStaff();
  const admin = staff.role === 'admin';
  const editor = useCatalogEditor(kind, record, (saved) => onChanged(saved));
  const moved = (next: ConsoleCatalogRecord) => {
    editor.startFrom(next);
    onChanged(next);
  };
  const image = imageOf(kind, record);
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Panel title={`The ${CATALOG_KIND_INFO[kind].singular}`}>
        <CatalogEditor
          kind={kind}
          editor={editor}
          siteImage={record.pictures.length === 0 && image ? shownImage(image) : undefined}
          readOnly={!admin}
          isNew={false}
        />
      </Panel>
      <div className="flex flex-col gap-5 lg:sticky lg:top-6">
        <SitePanel kind={kind} record={record} canChange={admin} onChanged={moved} />
        <CatalogHistory kind={kind} record={record} canRestore={admin} onRestored={moved} />
      </div>
    </div>
  );
}

/** /concierge/catalog/:kind/:id: one record, its form, whether it is on the site, its history. */
export function CatalogRecordPage({ kind, id }: { kind: CatalogKind; id: string }) {
  const info = CATALOG_KIND_INFO[kind];
  const back = { to: useBackToList(catalogListHref(kind)), label: info.title };
  const detail = useConsoleQuery(
    `catalog ${kind} ${id}`,
    (signal) => consoleApi.catalogRecord(kind, id, signal),
    { keep: false },
  );
  const record = detail.data;
  if (!record) return <RecordPending query={detail} title={info.title} back={back} />;
  return (
    <>
      <PageHeader title={record.name} description={info.description} back={back} />
      <RecordScreen kind={kind} record={record} onChanged={detail.replace} />
    </>
  );
}

/** /concierge/catalog/:kind/new: a blank form; saved, it opens as the record it became. */
export function CatalogNewPage({ kind }: { kind: CatalogKind }) {
  const info = CATALOG_KIND_INFO[kind];
  const navigate = useNavigate();
  const staff = useConsoleStaff();
  const editor = useCatalogEditor(kind, undefined, (created) =>
    navigate(catalogRecordHref(kind, created.id), { replace: true }),
  );
  return (
    <>
      <PageHeader
        title={`New ${info.singular}`}
        description="It goes on the site as soon as it is added: every page that lists its kind shows it within seconds."
        back={{ to: catalogListHref(kind), label: info.title }}
      />
      <Panel title={`The ${info.singular}`}>
        <CatalogEditor
          kind={kind}
          editor={editor}
          siteImage={undefined}
          readOnly={staff.role !== 'admin'}
          isNew
        />
      </Panel>
    </>
  );
}
