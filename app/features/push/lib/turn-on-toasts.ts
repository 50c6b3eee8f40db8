import type { ToastOptions } from '@app/components/ui/toast-store';
import type { TurnOnOutcome } from '../data/push-device';

/**
 * What "Turn on notifications" says once the browser and the club have answered. A refusal in
 * the browser's prompt, or the prompt closed, is the member's own answer: nothing to add.
 */
export function turnOnToast(outcome: TurnOnOutcome): ToastOptions | null {
  switch (outcome) {
    case 'on':
      return {
        title: 'Notifications On',
        description: 'This device will be told when your concierge answers or a trip moves.',
      };
    case 'offline':
      return {
        title: 'Not Turned On',
        description: 'Turning on notifications needs a connection. Please try again once online.',
        variant: 'destructive',
      };
    case 'failed':
      return {
        title: 'Not Turned On',
        description: 'Notifications could not be turned on just now. Please try again.',
        variant: 'destructive',
      };
    case 'blocked':
    case 'dismissed':
      return null;
  }
}
