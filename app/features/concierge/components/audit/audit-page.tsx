import { consoleApi } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { useListParams } from '../../data/use-list-params';
import { useConsoleStaff } from '../../lib/console-context';
import { ListView } from '../common/list-view';
import { PageHeader } from '../common/page-header';
import { EmptyState } from '../common/query-states';
import { AUDIT_COLUMNS } from './audit-columns';

const DESCRIPTION =
  'Every staff write, newest first: who, when, what, and the record before and after.';

/** /concierge/audit (admins): the append-only log of every staff write. */
export function AuditPage() {
  const staff = useConsoleStaff();
  if (staff.role !== 'admin') {
    return (
      <>
        <PageHeader title="Audit log" description={DESCRIPTION} />
        <EmptyState title="The audit log is for administrators">
          Ask an administrator if you need to know who changed a record.
        </EmptyState>
      </>
    );
  }
  return <AuditLog />;
}

function AuditLog() {
  const params = useListParams([]);
  const list = useConsoleQuery(`audit?${params.query}`, (signal) =>
    consoleApi.audit(params.query, signal),
  );
  return (
    <>
      <PageHeader title="Audit log" description={DESCRIPTION} />
      <ListView
        list={list}
        params={params}
        noun="entries"
        caption="Staff writes, newest first"
        columns={AUDIT_COLUMNS}
        rowId={(e) => String(e.id)}
      />
    </>
  );
}
