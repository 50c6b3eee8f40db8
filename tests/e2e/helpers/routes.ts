import { BRAND } from '@shared/brand';

/** Every screen issue 3 builds: the content the app must show offline and without barriers. */
export const CONTENT_ROUTES = [
  '/',
  '/jet',
  '/blog',
  '/blog/isabella',
  '/blog/marcus',
  '/blog/sophia',
  '/press/release-1',
  '/terms',
  '/privacy',
  '/stories/from-debt-to-jet',
  '/stories/the-trust-playbook',
  '/stories/credit-comeback',
  `/${BRAND.founder.slug}`,
  '/documents/trust',
  '/challenge-2',
  '/apply',
  '/app',
  '/start',
  '/receipts',
  '/join',
  '/book',
  '/preorder',
  '/win',
  '/activate',
] as const;

/** The screens built before issue 3, scanned for accessibility alongside it. */
export const APP_ROUTES = [
  '/home',
  '/destinations',
  '/waitlist',
  '/thank-you',
  '/contact',
  '/booking',
  '/enter',
  '/won',
  '/no-such-page',
  // The shop and payments issue (9).
  '/shop',
  '/shop/product/4',
  '/preorder/checkout',
  '/confirm',
  // The installment the bank asks the buyer to approve (issue 26), opened from a mailed link.
  '/payment/confirm',
] as const;

/** The members' screens (issue 8; /messages, issue 38); signed out they send the visitor to /login. */
export const MEMBER_ROUTES = ['/dashboard', '/profile', '/upload', '/messages'] as const;

/** The concierge console's main screens (issue 22), for staff; the audit log is an admin's. */
export const CONSOLE_ROUTES = [
  '/concierge',
  '/concierge/bookings',
  '/concierge/waitlist',
  '/concierge/messages',
  '/concierge/threads',
  '/concierge/orders',
  '/concierge/installments',
  '/concierge/members',
  '/concierge/audit',
  // The catalogue and the journal (issue 39): the lists, and a record's form with its panels.
  '/concierge/catalog/destinations',
  '/concierge/catalog/destinations/1e5b2d4e-6044-571c-bcf0-dbd507b76a7d',
  '/concierge/catalog/products/1',
  '/concierge/catalog/posts',
  '/concierge/catalog/posts/1',
] as const;

/** Sign-in and registration screens (issue 8). */
export const AUTH_ROUTES = [
  '/login',
  '/register',
  '/register/destinations',
  '/register/checkout',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
] as const;

/** The PDFs the content screens offer for download. */
export const CONTENT_PDFS = [
  '/pdfs/press-release-1.pdf',
  '/pdfs/free-chapter.pdf',
  '/pdfs/trust-guide.pdf',
  '/pdfs/trust-templates.pdf',
] as const;
