import type { ReactNode } from 'react';
import { Button } from '@app/components/ui/button';
import { toast } from '@app/components/ui/toast-store';
import type { PushCategory } from '@shared/schemas/push';
import type { TurnOnOutcome } from '../data/push-device';
import { turnOnToast } from '../lib/turn-on-toasts';
import { useDeviceNotifications } from '../data/use-device-notifications';
import { BlockedNote } from './blocked-note';
import { CategorySwitches } from './category-switches';
import { InstallFirstSteps } from './install-first-steps';

const NOT_SAVED = {
  title: 'Not Saved',
  description: 'Your notification choices could not be saved. Please try again when online.',
  variant: 'destructive',
} as const;

function tellOutcome(outcome: TurnOnOutcome) {
  const said = turnOnToast(outcome);
  if (said) toast(said);
}

/**
 * /profile's "Notifications on this device" (issue 38): turn them on, choose what this device is
 * told, or turn them off. The route places it in the profile; each change needs the connection.
 */
export function DeviceNotifications() {
  const { device, busy, online, turnOn, turnOff, toggle } = useDeviceNotifications();
  const offline = !online && <OfflineNote />;
  switch (device.status) {
    case 'loading':
      return null;
    case 'install-first':
      return (
        <Intro text="On iPhone and iPad, Apple sends notifications only to the club’s app on your Home Screen.">
          <InstallFirstSteps />
        </Intro>
      );
    case 'unsupported':
      return (
        <Intro text="This browser cannot show the club’s notifications. Every step of your trips still reaches you by email." />
      );
    case 'blocked':
      return <BlockedNote />;
    case 'unreachable':
      return <OfflineNote />;
    case 'off':
      return (
        <Intro text="Be told on this device when your concierge answers, a trip is confirmed or changes, an order ships or a payment needs you.">
          {offline}
          <Button
            disabled={busy || !online}
            onClick={() => void turnOn().then(tellOutcome)}
            className="self-start"
          >
            Turn on notifications
          </Button>
        </Intro>
      );
    case 'on':
      return (
        <Intro text="This device is told of what is switched on below. Your choices are saved as you make them.">
          {offline}
          <CategorySwitches
            categories={device.categories}
            disabled={busy || !online}
            onToggle={(category: PushCategory, on: boolean) =>
              void toggle(category, on).catch(() => toast(NOT_SAVED))
            }
          />
          <Button
            variant="outline"
            size="sm"
            disabled={busy || !online}
            onClick={() => void turnOff().catch(() => toast(NOT_SAVED))}
            className="self-start"
          >
            Turn off on this device
          </Button>
        </Intro>
      );
  }
}

function Intro({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-5">
      <p className="max-w-xl text-sm leading-relaxed text-stone-300">{text}</p>
      {children}
    </div>
  );
}

function OfflineNote() {
  return (
    <p
      role="status"
      className="rounded-2xl border border-gold-500/35 bg-gold-500/8 px-5 py-4 text-sm leading-relaxed text-sand-100"
    >
      <strong className="font-semibold text-gold-200">Notifications need a connection.</strong>{' '}
      Turning them on or changing them is done with the club at once; please try again once you’re
      back online.
    </p>
  );
}
