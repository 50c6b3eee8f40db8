import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { API, type CurrentUser } from '@shared/api';
import type { SelectDestination } from '@shared/schemas/profile';
import { submit } from '@app/local/outbox/outbox';
import { storeUser } from '@app/local/session/session';
import { deferredToast, STORAGE_FULL } from '@app/components/forms/outbox-toasts';
import { toast } from '@app/components/ui/toast-store';
import { DESTINATION_QUEUED, DESTINATION_SAVE_FAILED } from '../lib/onboarding-toasts';

export const CHECKOUT_PATH = '/register/checkout';

/**
 * Continue to Checkout: the choice goes through the outbox, so it is saved on this device first
 * and reaches the server exactly once, now or when the connection returns.
 */
export function useSelectDestination() {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  async function choose(destinationId: string) {
    setSaving(true);
    const body: SelectDestination = { destinationId };
    const outcome = await submit({ kind: 'select-destination', url: API.selectDestination, body });
    setSaving(false);
    const onward = () => navigate(CHECKOUT_PATH, { state: { destinationId } });
    if (outcome.status === 'sent') {
      await storeUser(outcome.response as CurrentUser);
      return onward();
    }
    if (outcome.status === 'queued') {
      toast(DESTINATION_QUEUED);
      return onward();
    }
    if (outcome.status === 'retrying') {
      // Kept and retried automatically: the member may go on, and is told so honestly.
      toast(deferredToast(DESTINATION_SAVE_FAILED, outcome));
      return onward();
    }
    if (outcome.status === 'storage-full') return void toast(STORAGE_FULL);
    toast(DESTINATION_SAVE_FAILED);
    // Held until the same member signs in again (the outbox keeps it): send them to do so.
    if (outcome.status === 'auth') navigate('/login?redirect=/register/destinations');
  }

  return { choose, saving };
}
