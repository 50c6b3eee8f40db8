import { describe, expect, it } from 'vitest';
import { auditChanges, valueText } from '@app/features/concierge/lib/audit-diff';
import { sortParam, sortingFrom } from '@app/features/concierge/lib/list-sort';
import { signInAgainPath } from '@app/features/concierge/lib/sign-in-path';

describe('auditChanges', () => {
  it('lists the fields a write changed, in words, and leaves the version stamp out', () => {
    const before = { status: 'pending', quotedPrice: null, conciergeNote: null, updatedAt: 'a' };
    const after = { status: 'quoted', quotedPrice: '9000.00', conciergeNote: null, updatedAt: 'b' };
    expect(auditChanges(before, after)).toEqual([
      { field: 'Status', before: 'pending', after: 'quoted' },
      { field: 'Quoted price', before: '—', after: '9000.00' },
    ]);
  });

  it('shows every field of a record created or removed', () => {
    expect(auditChanges(null, { staff_note: 'Called' })).toEqual([
      { field: 'Staff note', before: '—', after: 'Called' },
    ]);
    expect(auditChanges({ mailed: true }, null)).toEqual([
      { field: 'Mailed', before: 'true', after: '—' },
    ]);
  });

  it('writes values a person reads: moments in local time, objects as JSON', () => {
    expect(valueText('2026-11-26T04:55:59.868Z')).not.toContain('T04');
    expect(valueText('Paid by transfer')).toBe('Paid by transfer');
    expect(valueText({ carrier: 'DHL' })).toBe('{"carrier":"DHL"}');
    expect(valueText('')).toBe('—');
  });
});

describe('list order in the address', () => {
  const newest = { id: 'createdAt', desc: true };
  const sortable = ['createdAt', 'departureDate'];

  it('reads a column and a direction, and falls back for anything else', () => {
    expect(sortingFrom('departureDate', sortable, newest)).toEqual([
      { id: 'departureDate', desc: false },
    ]);
    expect(sortingFrom('-departureDate', sortable, newest)).toEqual([
      { id: 'departureDate', desc: true },
    ]);
    expect(sortingFrom('guestName', sortable, newest)).toEqual([newest]);
    expect(sortingFrom('', sortable, newest)).toEqual([newest]);
  });

  it('keeps the address short for the list’s own order', () => {
    expect(sortParam([{ id: 'createdAt', desc: true }], newest)).toBe('');
    expect(sortParam([{ id: 'createdAt', desc: false }], newest)).toBe('createdAt');
    expect(sortParam([{ id: 'departureDate', desc: true }], newest)).toBe('-departureDate');
  });
});

describe('signInAgainPath', () => {
  it('comes back to the same list with its filters, as one readable parameter', () => {
    expect(signInAgainPath({ pathname: '/concierge', search: '' })).toBe(
      '/login?redirect=/concierge',
    );
    expect(
      signInAgainPath({ pathname: '/concierge/bookings', search: '?status=pending&page=2' }),
    ).toBe('/login?redirect=/concierge/bookings%3Fstatus%3Dpending%26page%3D2');
  });
});
