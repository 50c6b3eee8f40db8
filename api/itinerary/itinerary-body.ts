/**
 * The PUT body's validation, with the shared schema (shared/schemas/itinerary.ts) as every route
 * does (middleware/validate.ts), but each item's problem is named by its place and kind:
 * `{ message: 'Item 2 (stay): Check-out is before check-in', issues: { 'items.1.checkOut': … } }`.
 */
import { vValidator } from '@hono/valibot-validator';
import * as v from 'valibot';
import { issuesByField } from '@shared/schemas/issues';
import {
  FlightItemSchema,
  ItineraryUpdateSchema,
  NoteItemSchema,
  StayItemSchema,
  TransferItemSchema,
  type ItineraryItem,
} from '@shared/schemas/itinerary';
import { errorBody } from '../errors';
import { entriesOf, withFieldMessages } from '../middleware/validate';
import { itemIssues, type ItemIssue } from './item-issues';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
const ITEM_SCHEMAS: Record<string, v.GenericSchema> = {
  flight: FlightItemSchema,
  stay: StayItemSchema,
  transfer: TransferItemSchema,
  note: NoteItemSchema,
};

/** A missing field's own message ('Departure airport is required'), from its kind's schema. */
function missingFieldMessage(kind: unknown, field: string): string | undefined {
  const schema = typeof kind === 'string' ? ITEM_SCHEMAS[kind] : undefined;
  const own = schema && entriesOf(schema)?.[field];
  return own ? v.safeParse(own, undefined).issues?.[0]?.message : undefined;
}

function describe(issues: readonly v.BaseIssue<unknown>[], input: unknown) {
  const rawItems = (input as { items?: unknown } | null)?.items;
  const items = Array.isArray(rawItems) ? (rawItems as Partial<ItineraryItem>[]) : [];
  const problems: ItemIssue[] = [];
  const others: v.BaseIssue<unknown>[] = [];
  for (const issue of issues) {
    const path = (issue.path ?? []).map((p) => p.key);
    if (path[0] !== 'items' || typeof path[1] !== 'number') {
      others.push(issue);
      continue;
    }
    const index = path[1];
    const item = items[index];
    const field = path.slice(2).join('.') || undefined;
    const missing =
      issue.input === undefined && field ? missingFieldMessage(item?.kind, field) : undefined;
    problems.push({ index, item, field, text: missing ?? issue.message });
  }
  const named = itemIssues(problems);
  const rest = issuesByField(withFieldMessages(ItineraryUpdateSchema, others));
  const message = others.length ? 'Invalid request' : named.message;
  return { message, issues: { ...rest, ...named.issues } };
}

export const itineraryBody = () =>
  vValidator('json', ItineraryUpdateSchema, (result, c) => {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim();
    if (!JSON_TYPE.test(mediaType)) {
      return c.json(errorBody('Request body must be JSON (Content-Type: application/json)'), 400);
    }
    if (!result.success) {
      const { message, issues } = describe(result.issues, result.output);
      return c.json(errorBody(message, { issues }), 400);
    }
  });
