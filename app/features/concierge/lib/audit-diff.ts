import { momentLabel } from './format';

/** One field of a staff write, before and after, in words a person reads. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A moment as the API writes it: '2026-11-26T04:55:59.868Z'. */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A stored value as text: '—' for nothing, a moment in the staff member's time, other strings as
 * they are, the rest as compact JSON.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? momentLabel(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** 'quotedPrice' → 'Quoted price'; 'staff_note' → 'Staff note'. */
export const fieldWords = (field: string) =>
  field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^\w/, (c) => c.toUpperCase());

/**
 * The fields a write changed (every field, for a record it created or removed); `updatedAt`, the
 * version stamp, moves with every write and says nothing of its own.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return [{ field: 'Value', before: valueText(before), after: valueText(after) }];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (field) => field !== 'updatedAt',
  );
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({
      field: fieldWords(field),
      before: valueText(was[field]),
      after: valueText(now[field]),
    }));
}

/** 'booking.update' → 'Booking update'; 'waitlist_invite' → 'Waitlist invite'. */
export const actionWords = (action: string) => fieldWords(action.replace(/[.:]/g, ' '));
