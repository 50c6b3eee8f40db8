import * as v from 'valibot';

/** A console list answers at most this many rows at once (issue 22). */
export const PAGE_SIZE_MAX = 200;
export const PAGE_SIZE_DEFAULT = 50;

const PAGE_MESSAGE = 'page must be a whole number from 1';
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`;

/** A query parameter that is a positive whole number; `fallback` when absent. */
const wholeNumber = (message: string, fallback: string, max: number) =>
  v.pipe(
    v.optional(v.string(message), fallback),
    // Digits only, and few: '1e3', '0x10', ' 5' or a 20-digit page are mistakes, not numbers.
    v.regex(/^\d{1,7}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/** `page` and `pageSize` of every console list (query parameters, so strings on the wire). */
export const pagingEntries = {
  page: wholeNumber(PAGE_MESSAGE, '1', Number.MAX_SAFE_INTEGER),
  pageSize: wholeNumber(PAGE_SIZE_MESSAGE, String(PAGE_SIZE_DEFAULT), PAGE_SIZE_MAX),
};

export const PageQuerySchema = v.object(pagingEntries);
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;
