import { describe, expect, it } from 'vitest';
import { consultationStatus } from '@app/features/members/lib/consultation-status';

describe("Consultations: a request's status in words", () => {
  it('names where the request is, from this device to the advisor’s answer', () => {
    expect(
      ['requested', 'new', 'replied', 'handled'].map((s) => consultationStatus(s).label),
    ).toEqual(['Requested', 'With your advisor', 'Advisor replied', 'Arranged']);
    // Only a reply asks something of the member: to look in their email.
    expect(consultationStatus('replied').hint).toMatch(/email/);
    expect(consultationStatus('new').hint).toBeUndefined();
  });

  it('reads a status this version does not know as a word, not a code', () => {
    expect(consultationStatus('archived')).toEqual({ label: 'Archived', tone: 'neutral' });
  });
});
