import { describe, expect, it } from 'vitest';
import { keepIfEqual } from '@app/lib/keep-if-equal';

describe('keepIfEqual', () => {
  it('keeps the previous object while the new one holds the same data', () => {
    const previous = { status: 'ready', rows: [{ id: 'a', name: 'Aspen' }] };
    expect(keepIfEqual(previous, { status: 'ready', rows: [{ id: 'a', name: 'Aspen' }] })).toBe(
      previous,
    );
    expect(keepIfEqual(null, null)).toBeNull();
  });

  it('takes the new object when anything in it changed', () => {
    const previous = { status: 'ready', rows: [{ id: 'a', name: 'Aspen' }] };
    const renamed = { status: 'ready', rows: [{ id: 'a', name: 'Aspen Snowmass' }] };
    expect(keepIfEqual(previous, renamed)).toBe(renamed);
    const member = { id: 'ada' };
    expect(keepIfEqual<{ id: string } | null>(null, member)).toBe(member);
  });
});
