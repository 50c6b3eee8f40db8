import { Button } from '@app/components/ui/button';
import { toast } from '@app/components/ui/toast-store';
import { useStaffAction } from '../../data/use-staff-action';
import type { StatusWord } from '../../lib/status-words';
import { ActionFailure } from './action-notices';
import { Panel } from './panel';
import { StatusPill } from './status-pill';

/**
 * Whether a record is on the site, and (for admins) the one button that archives it or puts it
 * back. Both send the version the staff member saw: a colleague's save met on the way is refused,
 * and said so, rather than archived over.
 */
export function ArchivePanel<R>({
  title,
  status,
  text,
  archived,
  canChange,
  toggle,
  restoreLabel,
  doneTitle,
  onChanged,
}: {
  title: string;
  status: StatusWord;
  /** where the record stands, in a sentence */
  text: string;
  archived: boolean;
  canChange: boolean;
  /** archives the record, or restores it when archived */
  toggle: () => Promise<R>;
  restoreLabel: string;
  /** the toast once done, by whether it was archived before */
  doneTitle: string;
  onChanged: (record: R) => void;
}) {
  const action = useStaffAction();
  async function run() {
    const result = await action.run(toggle);
    if (result.ok) {
      toast({ title: doneTitle });
      onChanged(result.value);
    }
  }
  return (
    <Panel title={title} aside={<StatusPill status={status} />}>
      <p className="text-sm leading-relaxed break-words text-stone-300">{text}</p>
      {canChange && (
        <div className="mt-4 flex flex-col gap-3">
          <Button
            size="sm"
            variant={archived ? 'gold' : 'outline'}
            disabled={action.busy || !action.online}
            onClick={() => void run()}
          >
            {archived ? restoreLabel : 'Archive'}
          </Button>
          <ActionFailure failure={action.failure} />
        </div>
      )}
    </Panel>
  );
}
