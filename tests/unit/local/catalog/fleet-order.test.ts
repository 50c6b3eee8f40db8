import { describe, expect, it } from 'vitest';
import { inFleetOrder } from '@app/local/catalog/fleet-order';
import type { Jet } from '@shared/schemas/catalog';

const jet = (id: string, hourlyRate: string) => ({ id, hourlyRate }) as Jet;

describe('inFleetOrder', () => {
  it('puts the highest hourly rate first, comparing amounts and not strings', () => {
    const rows = [jet('light', '9500.00'), jet('heavy', '13500.00'), jet('mid', '12500.00')];
    expect(inFleetOrder(rows).map((j) => j.id)).toEqual(['heavy', 'mid', 'light']);
    // A copy: Dexie's (and the snapshot's) arrays are left as they were.
    expect(rows[0]!.id).toBe('light');
  });
});
