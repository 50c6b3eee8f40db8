import { useState } from 'react';
import type { PasskeyItem } from '@shared/account-api';
import { removePasskey } from '@app/local/account/account-security';
import { Button } from '@app/components/ui/button';
import { toast } from '@app/components/ui/toast-store';
import type { RunSecurityAction } from '../../data/use-security-action';
import { dateLabel } from '../../lib/moments';
import { securityFailed } from '../../lib/security-toasts';
import { timeAgo } from '../../lib/relative-time';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { RowNote, SecurityBlock, SecurityRow } from './security-block';

interface PasskeysBlockProps {
  passkeys: PasskeyItem[] | null;
  /** when the list was read: 'last used' is counted from it */
  now: number;
  defaultName: string;
  run: RunSecurityAction;
  onChange: () => void;
}

/** The member's passkeys: when each was added and last used, 'Remove', and 'Add a passkey'. */
export function PasskeysBlock({ passkeys, now, defaultName, run, onChange }: PasskeysBlockProps) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string>();

  const remove = async (passkey: PasskeyItem) => {
    setRemoving(passkey.id);
    const outcome = await run(() => removePasskey(passkey.id));
    setRemoving(undefined);
    if (outcome.ok) {
      toast({
        title: 'Passkey Removed',
        description: `“${passkey.name}” can no longer sign you in.`,
      });
      onChange();
    } else if (outcome.kind === 'refused') {
      toast(securityFailed(outcome.message));
    }
  };

  return (
    <SecurityBlock
      title="Passkeys"
      description="Sign in with your fingerprint, face or screen lock instead of your password."
      action={
        <Button variant="outline" size="sm" onClick={() => setAdding(true)} aria-haspopup="dialog">
          Add a passkey
        </Button>
      }
    >
      {passkeys && passkeys.length === 0 && (
        <p className="text-sm text-stone-400 italic">No passkeys yet.</p>
      )}
      {passkeys && passkeys.length > 0 && (
        <ul aria-label="Your passkeys" className="flex flex-col gap-3">
          {passkeys.map((p) => (
            <SecurityRow
              key={p.id}
              action={
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={removing === p.id}
                  onClick={() => void remove(p)}
                  aria-label={`Remove ${p.name}`}
                >
                  Remove
                </Button>
              }
            >
              <p className="truncate text-sand-100">{p.name}</p>
              <RowNote>
                Added {dateLabel(p.createdAt)} ·{' '}
                {p.lastUsedAt
                  ? `Last used ${timeAgo(Date.parse(p.lastUsedAt), now)}`
                  : 'Not used yet'}
              </RowNote>
            </SecurityRow>
          ))}
        </ul>
      )}
      <AddPasskeyDialog
        open={adding}
        onOpenChange={setAdding}
        defaultName={defaultName}
        run={run}
        onAdded={onChange}
      />
    </SecurityBlock>
  );
}
