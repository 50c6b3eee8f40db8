import type { OutboxItem } from '@app/local/db/db';

/**
 * The message the server put in its refusal body (`message`, or `error` as spec 7's waitlist
 * sends it), or undefined when it sent none: then spec 8's fallback text is shown instead of a
 * bare "400: Bad Request".
 */
export function serverMessageOf(item: OutboxItem | undefined): string | undefined {
  if (item?.status !== 'failed') return undefined;
  const body = item.response as { message?: unknown; error?: unknown } | null | undefined;
  const text = [body?.message, body?.error].find((t): t is string => typeof t === 'string');
  return text?.trim() || undefined;
}
