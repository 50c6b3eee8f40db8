import type { ConsoleQuery } from '../../data/use-console-query';
import { PageHeader } from './page-header';
import { FailureState, LoadingDetail } from './query-states';

interface RecordPendingProps<T> {
  query: ConsoleQuery<T>;
  /** 'Booking': the screen's heading until the record's own name is known */
  title: string;
  back: { to: string; label: string };
}

/** A record's screen before its record is here: on its way, or why it did not come. */
export function RecordPending<T>({ query, title, back }: RecordPendingProps<T>) {
  return (
    <>
      <PageHeader title={title} back={back} />
      {query.failure ? (
        <FailureState failure={query.failure} onRetry={query.reload} />
      ) : (
        <LoadingDetail label={`the ${title.toLowerCase()}`} />
      )}
    </>
  );
}
