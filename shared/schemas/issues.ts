import * as v from 'valibot';

/** Flattens valibot issues to `{ field: firstMessage }`, the shape the API sends in 400 bodies. */
export function issuesByField(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    out[key] ??= issue.message;
  }
  return out;
}
