import { useCallback, useEffect, useState } from 'react';
import { useOnline } from '@app/lib/use-online';
import { pushCategoriesOf } from '@app/local/account/push-subscription';
import type { PushCategory } from '@shared/schemas/push';
import { withCategory } from '../lib/push-categories';
import {
  browserSubscription,
  notificationPermission,
  saveCategories,
  thisPlatform,
  turnOffNotifications,
  turnOnNotifications,
  type TurnOnOutcome,
} from './push-device';

/** What the profile's section shows for this device. */
export type DeviceNotifications =
  | { status: 'loading' | 'install-first' | 'unsupported' | 'blocked' | 'off' | 'unreachable' }
  | { status: 'on'; categories: PushCategory[] };

/** This device as the browser and the club know it: a browser subscription the club lacks is off. */
async function readDevice(): Promise<DeviceNotifications> {
  const platform = thisPlatform();
  if (platform !== 'supported') return { status: platform };
  if (notificationPermission() === 'denied') return { status: 'blocked' };
  const subscription = await browserSubscription();
  if (!subscription || notificationPermission() !== 'granted') return { status: 'off' };
  if (!navigator.onLine) return { status: 'unreachable' };
  const categories = await pushCategoriesOf(subscription.endpoint);
  return categories ? { status: 'on', categories } : { status: 'off' };
}

const readSafely = () => readDevice().catch((): DeviceNotifications => ({ status: 'unreachable' }));

/**
 * The profile's "Notifications on this device": read when shown and again when the connection
 * returns; each change is told to the club at once (nothing here is queued for later).
 */
export function useDeviceNotifications() {
  const online = useOnline();
  const [device, setDevice] = useState<DeviceNotifications>({ status: 'loading' });
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => setDevice(await readSafely()), []);
  // The browser and the club are outside React: read them when shown and when back online.
  useEffect(() => {
    let current = true;
    void readSafely().then((read) => current && setDevice(read));
    return () => {
      current = false;
    };
  }, [online]);

  const step = async <T>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
      await reload();
    }
  };

  return {
    device,
    busy,
    online,
    turnOn: () => step((): Promise<TurnOnOutcome> => turnOnNotifications()),
    turnOff: () => step(turnOffNotifications),
    /** One switch: saved at once; on failure the switches show what the club still has. */
    toggle: (category: PushCategory, on: boolean) => {
      if (device.status !== 'on') return Promise.resolve();
      const categories = withCategory(device.categories, category, on);
      setDevice({ status: 'on', categories });
      return step(() => saveCategories(categories));
    },
  };
}
