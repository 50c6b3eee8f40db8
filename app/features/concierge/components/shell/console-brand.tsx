import { Link } from 'react-router-dom';
import { BRAND } from '@shared/brand';
import { CONSOLE_HOME } from '../../lib/console-nav';

/** The club's mark and the console's name; leads to Today. */
export function ConsoleBrand() {
  return (
    <Link
      to={CONSOLE_HOME}
      aria-label={`${BRAND.name} concierge console, Today`}
      className="flex items-center gap-3 rounded-md"
    >
      <img src="/images/brand/monogram.svg" alt="" width={28} height={28} className="size-7" />
      <span className="flex flex-col leading-none">
        <span className="font-display text-lg text-ivory-50">{BRAND.name}</span>
        <span className="mt-1 text-[0.6rem] font-semibold tracking-[0.3em] text-gold-500 uppercase">
          Concierge
        </span>
      </span>
    </Link>
  );
}
