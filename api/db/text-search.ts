/**
 * The console's `q`: a case-insensitive substring match over a few columns. What staff type is
 * meant literally, so LIKE's wildcards (% and _) and the escape character are escaped.
 */
import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether any of `columns` contains `q`; undefined (no condition) when there is no search.
 * SQLite's LIKE ignores case for ASCII letters only: a name's 'É' matches only 'É'.
 */
export function containsText(q: string | undefined, columns: SQLWrapper[]): SQL | undefined {
  if (q === undefined) return undefined;
  const pattern = likePattern(q);
  return or(...columns.map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`));
}
