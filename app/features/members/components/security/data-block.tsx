import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteAccount, exportAccount } from '@app/local/account/account-security';
import { signOutLocally } from '@app/local/session/session';
import { Button } from '@app/components/ui/button';
import { toast } from '@app/components/ui/toast-store';
import { useUiStore } from '@app/stores/ui-store';
import type { RunSecurityAction } from '../../data/use-security-action';
import { securityFailed } from '../../lib/security-toasts';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SecurityBlock } from './security-block';

/** Longest wait for /profile to leave the screen after a deletion (it takes a frame or two). */
const LEAVE_TIMEOUT_MS = 3000;

/** After React has drawn the page it was rendering (a route change commits within a frame). */
const nextFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/** Hands a file to the browser's downloads. */
function download(fileName: string, json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface DataBlockProps {
  run: RunSecurityAction;
  hasPasskey: boolean;
}

/** What the club holds: downloaded as one file, or deleted with the account. */
export function DataBlock({ run, hasPasskey }: DataBlockProps) {
  const navigate = useNavigate();
  const setSigningOut = useUiStore((s) => s.setSigningOut);
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Settled when this section (and with it /profile) has gone from the screen.
  const gone = useRef<() => void>(undefined);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
      gone.current?.();
    },
    [],
  );

  const exportData = async () => {
    setExporting(true);
    const outcome = await run(exportAccount);
    setExporting(false);
    if (outcome.ok) download(outcome.value.fileName, outcome.value.json);
    else if (outcome.kind === 'refused') toast(securityFailed(outcome.message));
  };

  const remove = async (password: string | undefined) => {
    // From the request on: the server ends this session, and the open stream may tell the device
    // before the answer does. A deleted member must not hear 'Please log in to access your
    // profile.', so the members' screens stay quiet until they have left.
    setSigningOut(true);
    const outcome = await run(() => deleteAccount({ password }));
    if (!outcome.ok) {
      setSigningOut(false);
      return outcome;
    }
    const left = mounted.current
      ? new Promise<void>((resolve) => {
          gone.current = resolve;
          window.setTimeout(resolve, LEAVE_TIMEOUT_MS);
        })
      : Promise.resolve();
    await navigate('/', { replace: true });
    await left;
    await nextFrame();
    await signOutLocally();
    setSigningOut(false);
    toast({ title: 'Account Deleted', description: outcome.value });
    return outcome;
  };

  return (
    <SecurityBlock
      title="Your data"
      description="Download everything the club holds about you as one file, or delete your account."
    >
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" size="sm" disabled={exporting} onClick={() => void exportData()}>
          {exporting ? 'Preparing...' : 'Download your data'}
        </Button>
        <Button variant="danger" size="sm" onClick={() => setDeleting(true)} aria-haspopup="dialog">
          Delete account
        </Button>
      </div>
      <DeleteAccountDialog
        open={deleting}
        onOpenChange={setDeleting}
        onDelete={remove}
        hasPasskey={hasPasskey}
      />
    </SecurityBlock>
  );
}
