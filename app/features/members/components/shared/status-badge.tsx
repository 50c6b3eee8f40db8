import { Badge } from '@app/components/ui/badge';
import type { StatusView } from '../../lib/status-view';

/** Where a trip, order or request stands, announced as its status. */
export function StatusBadge({ status }: { status: StatusView }) {
  return (
    <Badge tone={status.tone}>
      <span className="sr-only">Status: </span>
      {status.label}
    </Badge>
  );
}
