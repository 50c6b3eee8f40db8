import { vValidator } from '@hono/valibot-validator';
import * as v from 'valibot';
import { issuesByField } from '@shared/schemas/issues';
import { errorBody } from '../errors';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

type AnySchema = v.GenericSchema;
export const entriesOf = (schema: AnySchema): Record<string, AnySchema> | undefined =>
  'entries' in schema ? (schema.entries as Record<string, AnySchema>) : undefined;

/**
 * valibot reports a missing key with the object's generic "Invalid key: Expected ..." text. The
 * app's forms always send every key, so only API callers and plain form posts (an unchosen radio
 * is not sent) see it; give them the field's own message (what its schema says about
 * `undefined`), e.g. 'First name is required'.
 */
export function withFieldMessages(schema: AnySchema, issues: readonly v.BaseIssue<unknown>[]) {
  return issues.map((issue) => {
    const path = issue.path ?? [];
    if (issue.kind !== 'schema' || issue.input !== undefined || path.length === 0) return issue;
    let field: AnySchema | undefined = schema;
    for (const item of path) field = field && entriesOf(field)?.[String(item.key)];
    const own = field ? v.safeParse(field, undefined).issues?.[0]?.message : undefined;
    return own ? { ...issue, message: own } : issue;
  });
}

/**
 * Validates a JSON body with the same shared schema the form uses. A wrong content type or a
 * failing field answers 400 with per-field messages; malformed JSON is a 400 from the validator
 * itself (turned into our error shape by middleware/errors.ts).
 */
export const validateJson = <T extends AnySchema>(schema: T) =>
  vValidator('json', schema, (result, c) => {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim();
    if (!JSON_TYPE.test(mediaType)) {
      return c.json(errorBody('Request body must be JSON (Content-Type: application/json)'), 400);
    }
    if (!result.success) {
      const issues = issuesByField(withFieldMessages(schema, result.issues));
      return c.json(errorBody('Invalid request', { issues }), 400);
    }
  });

/** Validates the query string with a shared schema: 400 with per-parameter messages. */
export const validateQuery = <T extends AnySchema>(schema: T) =>
  vValidator('query', schema, (result, c) => {
    if (!result.success) {
      const issues = issuesByField(withFieldMessages(schema, result.issues));
      return c.json(errorBody('Invalid request', { issues }), 400);
    }
  });
