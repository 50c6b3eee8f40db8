import { PUSH_CATEGORIES, type PushCategory } from '@shared/schemas/push';

/** The profile's switches, in the order of PUSH_CATEGORIES, in the words. */
export const CATEGORY_LABELS: Record<PushCategory, { label: string; hint: string }> = {
  messages: { label: 'Messages from the concierge', hint: 'When your concierge answers.' },
  trips: {
    label: 'Trip updates',
    hint: 'Quoted, confirmed or changed, and a new itinerary.',
  },
  orders: { label: 'Orders', hint: 'When an order is on its way.' },
  payments: { label: 'Payments', hint: 'An installment that failed or needs your card.' },
};

/** The categories with `category` turned on or off, kept in PUSH_CATEGORIES' order. */
export function withCategory(
  current: readonly PushCategory[],
  category: PushCategory,
  on: boolean,
): PushCategory[] {
  return PUSH_CATEGORIES.filter((c) => (c === category ? on : current.includes(c)));
}
