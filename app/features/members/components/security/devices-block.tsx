import { useState } from 'react';
import type { SessionItem } from '@shared/account-api';
import { endOtherSessions, endSession } from '@app/local/account/account-security';
import { Badge } from '@app/components/ui/badge';
import { Button } from '@app/components/ui/button';
import { toast } from '@app/components/ui/toast-store';
import type { RunSecurityAction } from '../../data/use-security-action';
import { dateLabel } from '../../lib/moments';
import { securityFailed } from '../../lib/security-toasts';
import { timeAgo } from '../../lib/relative-time';
import { RowNote, SecurityBlock, SecurityRow } from './security-block';

interface DevicesBlockProps {
  sessions: SessionItem[] | null;
  /** when the list was read: 'active' is counted from it */
  now: number;
  run: RunSecurityAction;
  onChange: () => void;
}

/** Where the member is signed in; a lost phone is signed out from here. */
export function DevicesBlock({ sessions, now, run, onChange }: DevicesBlockProps) {
  const [busy, setBusy] = useState<string>();
  const others = sessions?.filter((s) => !s.current) ?? [];

  const end = async (key: string, call: () => Promise<string>, title: string) => {
    setBusy(key);
    const outcome = await run(call);
    setBusy(undefined);
    if (outcome.ok) {
      toast({ title, description: outcome.value });
      onChange();
    } else if (outcome.kind === 'refused') {
      toast(securityFailed(outcome.message));
    }
  };

  return (
    <SecurityBlock
      title="Your devices"
      description="Where you are signed in. Sign out any device you no longer use or do not recognise."
      action={
        <Button
          variant="outline"
          size="sm"
          disabled={others.length === 0 || busy !== undefined}
          onClick={() => void end('others', endOtherSessions, 'Signed Out Elsewhere')}
        >
          Sign out other devices
        </Button>
      }
    >
      {sessions && (
        <ul aria-label="Your devices" className="flex flex-col gap-3">
          {sessions.map((s) => (
            <SecurityRow
              key={s.id}
              action={
                s.current ? (
                  <Badge tone="neutral">This device</Badge>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy !== undefined}
                    onClick={() => void end(s.id, () => endSession(s.id), 'Device Signed Out')}
                    aria-label={`Sign out ${s.device}`}
                  >
                    Sign out
                  </Button>
                )
              }
            >
              <p className="truncate text-sand-100">{s.device}</p>
              <RowNote>
                Signed in {dateLabel(s.createdAt)} ·{' '}
                {s.current ? 'Active now' : `Active ${timeAgo(Date.parse(s.lastActiveAt), now)}`}
                {s.notifications && ' · Notifications on'}
              </RowNote>
            </SecurityRow>
          ))}
        </ul>
      )}
    </SecurityBlock>
  );
}
