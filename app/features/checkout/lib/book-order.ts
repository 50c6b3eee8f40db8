import { BOOK } from '@shared/constants';
import { money } from './money';

/** The pre-order's lines (spec 9): the list price, the automatic code, what is paid. */
export const BOOK_ORDER = {
  item: 'First Class Freedom: Hardcover with Luxury Gift Kit',
  lines: [
    { label: 'Hardcover with gift kit', amount: money(BOOK.hardcoverList) },
    { label: `Discount code ${BOOK.discountCode}`, amount: `−${money(BOOK.discount)}` },
  ],
  total: money(BOOK.hardcoverTotal),
  shipping: `Ships ${BOOK.shipsOn}`,
  /** spec 2.12: exactly this text */
  button: `Complete Pre-Order - ${money(BOOK.hardcoverTotal)}`,
} as const;
