/**
 * Reads a stored outbox body back into a form's text fields (a refused request the sender is to
 * correct). The body is whatever was saved, maybe by an older build, so a missing or non-string
 * value reads as an empty input rather than breaking the form.
 */
export function textFieldsOf<K extends string>(
  body: unknown,
  keys: readonly K[],
): Record<K, string> {
  const stored = (body ?? {}) as Partial<Record<K, unknown>>;
  const fields = {} as Record<K, string>;
  for (const key of keys) {
    const value = stored[key];
    fields[key] = typeof value === 'string' ? value : '';
  }
  return fields;
}
