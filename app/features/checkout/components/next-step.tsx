import { Link } from 'react-router-dom';
import type { OrderKind } from '@shared/api';
import { BOOK, VACATION } from '@shared/constants';
import { buttonClasses } from '@app/components/ui/button';
import { money } from '../lib/money';

const link = (to: string, label: string) => (
  <Link to={to} className={buttonClasses('gold', 'lg', 'mt-8 w-full')}>
    {label}
  </Link>
);

/** What happens next, by what was bought. */
export function NextStep({ kind }: { kind: OrderKind }) {
  if (kind === 'membership') {
    return (
      <>
        <p className="text-sand-100">Your membership is active. Welcome to the club.</p>
        {link('/dashboard', 'Go to your dashboard')}
      </>
    );
  }
  if (kind === 'book') {
    return (
      <>
        <p className="text-sand-100">Your hardcover and gift kit ship {BOOK.shipsOn}.</p>
        {link('/preorder', 'Back to the book')}
      </>
    );
  }
  if (kind === 'vacation') {
    return (
      <>
        <p className="text-sand-100">
          Your remaining installments of {money(VACATION.installment)}:
        </p>
        <ul className="mt-3 flex flex-col gap-1 text-sm text-stone-300">
          {VACATION.installmentDates.map((date) => (
            <li key={date}>{date}</li>
          ))}
        </ul>
        {link('/home', 'Back to home')}
      </>
    );
  }
  return (
    <>
      <p className="text-sand-100">We'll email you when your order ships.</p>
      {link('/shop', 'Back to Shop')}
    </>
  );
}
