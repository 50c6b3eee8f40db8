import type { BadgeProps } from '@app/components/ui/badge';

/** A record's status in the club's words, and the badge's tone for it. */
export interface StatusView {
  label: string;
  tone: BadgeProps['tone'];
}

/** The view of `status` in `views`; one this version of the app does not know still reads as a word. */
export function statusView<S extends string, V extends StatusView>(
  views: Record<S, V>,
  status: string,
): V | StatusView {
  return (
    (views as Record<string, V | undefined>)[status] ?? {
      label: status.charAt(0).toUpperCase() + status.slice(1),
      tone: 'neutral',
    }
  );
}
