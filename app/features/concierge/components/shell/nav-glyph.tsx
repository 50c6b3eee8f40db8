import type { NavGlyph as Glyph } from '../../lib/console-nav';

/** Line drawings on a 20 px grid, one per screen: enough to find a place at a glance. */
const PATHS: Record<Glyph, string> = {
  today:
    'M10 3v1.5M10 15.5V17M3 10h1.5M15.5 10H17M5 5l1 1M14 14l1 1M5 15l1-1M14 6l1-1M13 10a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  bookings: 'M3 12.5 17 7l-1.2-1.6-4.8 1.5L7 3.5 5.6 4l2.3 4-3.4 1-1.6-1.2-1 .5 1.4 3Z M3 16.5h14',
  waitlist: 'M7 5.5h10M7 10h10M7 14.5h10M3.5 5.5h.01M3.5 10h.01M3.5 14.5h.01',
  messages: 'M3 5.5h14v9H3z M3 6l7 5 7-5',
  orders: 'M4.5 7h11l-.8 9.5h-9.4Z M7.5 7V5.5a2.5 2.5 0 0 1 5 0V7',
  installments: 'M2.5 5.5h15v9h-15z M2.5 8.5h15 M5.5 12h3',
  members:
    'M7.5 9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z M2.5 16c.5-2.8 2.5-4.5 5-4.5s4.5 1.7 5 4.5 M13 4.2a2.5 2.5 0 0 1 0 4.6 M14.5 11.7c1.6.5 2.7 2 3 4.3',
  // A tag: what the club sells.
  catalog: 'M3 3.5h6.5l7.5 7.5-6 6-7.5-7.5V3.5Z M6.5 7a.01.01 0 1 0 .02 0',
  audit: 'M10 2.5 16 5v4.5c0 3.8-2.6 6.6-6 8-3.4-1.4-6-4.2-6-8V5Z M7.5 10l1.8 1.8L13 8',
};

export function NavGlyph({ glyph }: { glyph: Glyph }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 20 20"
      className="size-[18px] shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[glyph]} />
    </svg>
  );
}
