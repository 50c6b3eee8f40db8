import { Link } from 'react-router-dom';
import { useUnreadCount } from '../data/use-conversations';

/** The header's way to the concierge, with what the member has not read. */
export function MessagesLink({ ownerId }: { ownerId: string }) {
  const unread = useUnreadCount(ownerId);
  const label = unread > 0 ? `Messages, ${unread} unread` : 'Messages';
  return (
    <Link
      to="/messages"
      aria-label={label}
      className="relative grid size-9 place-items-center rounded-full text-sand-100 transition hover:text-gold-300 sm:size-10"
    >
      <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor">
        <path
          d="M4.5 6.5A2.5 2.5 0 0 1 7 4h10a2.5 2.5 0 0 1 2.5 2.5v7A2.5 2.5 0 0 1 17 16h-6.5L6 19.5V16h0A2.5 2.5 0 0 1 4.5 13.5v-7Z"
          strokeWidth="1.3"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 && (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-gold-400 px-1 text-[0.6rem] font-bold text-ink-950"
        >
          {unread > 9 ? '9+' : unread}
        </span>
      )}
    </Link>
  );
}
