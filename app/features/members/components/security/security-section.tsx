import type { CurrentUser } from '@shared/api';
import { useReauthGate } from '../../data/use-reauth-gate';
import { useSecurityAction } from '../../data/use-security-action';
import { useSecurityLists } from '../../data/use-security-lists';
import { Panel } from '../shared/panel';
import { CredentialsBlock } from './credentials-block';
import { DataBlock } from './data-block';
import { DevicesBlock } from './devices-block';
import { PasskeysBlock } from './passkeys-block';
import { ReauthDialog } from './reauth-dialog';

/** What a new passkey is called until the member names it: the device the list calls this one. */
const DEVICE_FALLBACK = 'My device';

/**
 * /profile's Security section (issue 24): passkeys, devices, sign-in details and the member's
 * data. Every action needs the server now: offline the section says so, and nothing is queued.
 */
export function SecuritySection({ user }: { user: CurrentUser }) {
  const gate = useReauthGate();
  const run = useSecurityAction(gate);
  const { lists, reload } = useSecurityLists();
  const ready = lists.status === 'ready' ? lists : null;
  const hasPasskey = (ready?.passkeys.length ?? 0) > 0;
  const thisDevice = ready?.sessions.find((s) => s.current)?.device ?? DEVICE_FALLBACK;
  const refresh = () => void reload();

  return (
    <Panel eyebrow="Account security" title="Security" className="mt-8">
      <div className="flex flex-col gap-6">
        {lists.status === 'unavailable' && (
          <p
            role="status"
            className="rounded-2xl border border-gold-500/35 bg-gold-500/8 px-5 py-4 text-sm leading-relaxed text-sand-100"
          >
            <strong className="font-semibold text-gold-200">
              Security settings need a connection.
            </strong>{' '}
            Your passkeys and devices are kept only by the club, and for your security no change
            here is saved on this device to send later. Please try again once you’re back online.
          </p>
        )}
        <PasskeysBlock
          passkeys={ready?.passkeys ?? null}
          now={ready?.fetchedAt ?? 0}
          defaultName={thisDevice}
          run={run}
          onChange={refresh}
        />
        <DevicesBlock
          sessions={ready?.sessions ?? null}
          now={ready?.fetchedAt ?? 0}
          run={run}
          onChange={refresh}
        />
        <CredentialsBlock email={user.email} run={run} onChange={refresh} />
        <DataBlock run={run} hasPasskey={hasPasskey} />
      </div>
      <ReauthDialog gate={gate} hasPasskey={hasPasskey} />
    </Panel>
  );
}
