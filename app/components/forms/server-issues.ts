import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Shows a refusal's per-field messages (the API's `issues`) on the form's own fields, so the user
 * fixes and resends in place. Messages for fields the form does not have are left to its toast.
 */
export function applyServerIssues<T extends FieldValues>(
  setError: UseFormSetError<T>,
  issues: Record<string, string> | undefined,
  fields: readonly Path<T>[],
): void {
  for (const field of fields) {
    const message = issues?.[field];
    if (message) setError(field, { type: 'server', message });
  }
}
