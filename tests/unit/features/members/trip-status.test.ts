import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '@shared/booking-workflow';
import { tripStatus } from '@app/features/members/lib/trip-status';

describe("My trips: a booking's status in words", () => {
  it('names every status of the workflow', () => {
    expect(BOOKING_STATUSES.map((s) => tripStatus(s).label)).toEqual([
      'Awaiting the concierge',
      'Quoted',
      'Confirmed',
      'Completed',
      'Declined',
      'Cancelled',
    ]);
  });

  it('reads a status this version does not know as a word, not a code', () => {
    expect(tripStatus('rebooked')).toEqual({ label: 'Rebooked', tone: 'neutral' });
  });
});
