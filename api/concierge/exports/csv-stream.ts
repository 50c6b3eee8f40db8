/**
 * A console list as a CSV download (issue 22). RFC 4180: CRLF line ends, a field quoted when it
 * holds a comma, a quote or a line break. UTF-8 with a BOM, so spreadsheets read accents right.
 * Every cell that starts with =, +, -, @, a tab or a carriage return gets a ' in front, so no
 * spreadsheet runs it as a formula (OWASP "CSV injection"; csv-stringify's escape_formulas).
 * Rows are read by keyset in chunks, each a short statement, as the client takes them: no
 * statement stays open for the whole download (PITFALLS "SQLite under load"), and a 100,000-row
 * export is never held in memory at once.
 */
import { stringify } from 'csv-stringify/sync';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import type { Keyset, KeysetReader } from '../../db/keyset';

export const CSV_CHUNK_ROWS = 1000;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

/** Up to `limit` rows after `after` (from the start when null), newest first. */
export type CsvReader<Row> = KeysetReader<Row>;

/** A list's query without its page: an export sends every row. */
type Filters<Query> = Omit<Query, 'page' | 'pageSize'>;

/** A list's export: its columns, and a reader of the rows its filters match. */
export interface CsvExport<Row, Query> {
  columns: readonly CsvColumn<Row>[];
  reader: (db: Db, filters: Filters<Query>) => CsvReader<Row>;
}

/** A column that shows a field as it is. */
export const field = <Row, K extends keyof Row & string>(
  header: string,
  key: K,
): CsvColumn<Row> => ({
  header,
  value: (row) => {
    const value = row[key];
    return typeof value === 'string' || typeof value === 'number' ? value : null;
  },
});

export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  read: CsvReader<Row>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const headers = columns.map((column) => column.header);
  let after: Keyset | null = null;
  let first = true;
  // Pulled: the next chunk is read only when the client has taken the last one.
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const rows = read(after, CSV_CHUNK_ROWS);
        const text = stringify(
          rows.map((row) => columns.map((column) => column.value(row))),
          {
            columns: headers,
            header: first,
            bom: first,
            record_delimiter: 'windows',
            // Given a record delimiter, csv-stringify stops quoting a lone \n or \r unless asked.
            quote_record_delimiter: true,
            escape_formulas: true,
          },
        );
        first = false;
        if (text !== '') controller.enqueue(encoder.encode(text));
        const last = rows.at(-1);
        if (!last || rows.length < CSV_CHUNK_ROWS) controller.close();
        else after = { createdAt: last.createdAt, rowid: last.rowid };
      },
    },
    { highWaterMark: 0 },
  );
}

/** The download: `bookings-2025-09-20.csv`, dated by the clock (UTC). */
export function csvResponse(c: Context, list: string, now: Date, body: ReadableStream<Uint8Array>) {
  const name = `${list}-${now.toISOString().slice(0, 10)}.csv`;
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
  });
}
