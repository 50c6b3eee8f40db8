import * as v from 'valibot';

export type Checked<T> = { ok: true; value: T } | { ok: false; issues: Record<string, string> };

/**
 * A console form's input checked with the endpoint's own schema (shared/schemas), so the form
 * and the server refuse the same things with the same words; the first message per field.
 */
export function checkInput<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): Checked<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return { ok: true, value: parsed.output };
  const issues: Record<string, string> = {};
  for (const issue of parsed.issues) {
    const field = v.getDotPath(issue) ?? '';
    issues[field] ??= issue.message;
  }
  return { ok: false, issues };
}
