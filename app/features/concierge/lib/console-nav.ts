import type { UserRole } from '@shared/api';

export type NavGlyph =
  | 'today'
  | 'bookings'
  | 'waitlist'
  | 'messages'
  | 'orders'
  | 'installments'
  | 'members'
  | 'catalog'
  | 'audit';

export interface NavItem {
  to: string;
  label: string;
  glyph: NavGlyph;
  /** shown only to these roles; every staff role when absent */
  roles?: readonly UserRole[];
}

export const CONSOLE_HOME = '/concierge';

/** The console's screens, in the order of a working day. */
export const CONSOLE_NAV: readonly NavItem[] = [
  { to: CONSOLE_HOME, label: 'Today', glyph: 'today' },
  { to: '/concierge/bookings', label: 'Bookings', glyph: 'bookings' },
  { to: '/concierge/waitlist', label: 'Waitlist', glyph: 'waitlist' },
  { to: '/concierge/messages', label: 'Messages', glyph: 'messages' },
  { to: '/concierge/threads', label: 'Conversations', glyph: 'messages' },
  { to: '/concierge/orders', label: 'Orders', glyph: 'orders' },
  { to: '/concierge/installments', label: 'Installments', glyph: 'installments' },
  { to: '/concierge/members', label: 'Members', glyph: 'members' },
  { to: '/concierge/catalog/destinations', label: 'Catalogue', glyph: 'catalog' },
  { to: '/concierge/audit', label: 'Audit log', glyph: 'audit', roles: ['admin'] },
];

export const navFor = (role: UserRole) =>
  CONSOLE_NAV.filter((item) => !item.roles || item.roles.includes(role));

export const ROLE_LABEL: Record<UserRole, string> = {
  member: 'Member',
  concierge: 'Concierge',
  admin: 'Administrator',
};
