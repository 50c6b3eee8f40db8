import { GUESTS_MAX, GUESTS_MIN } from '@shared/constants';

export interface GuestOption {
  value: number;
  label: string;
}

/** Spec 3: guest counts 1 to 16 as value and label pairs. */
export const GUEST_OPTIONS: readonly GuestOption[] = Array.from(
  { length: GUESTS_MAX - GUESTS_MIN + 1 },
  (_, i) => {
    const value = GUESTS_MIN + i;
    return { value, label: value === 1 ? '1 Guest' : `${value} Guests` };
  },
);
