import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { AppSplash } from '@app/components/layout/app-splash';
import { RouteError } from '@app/components/layout/route-error';
import RootLayout, { type RouteHandle } from '@app/routes/root-layout';
import { BRAND } from '@shared/brand';

/**
 * Each screen is its own chunk, fetched when first visited (and precached by the worker). `name`
 * is its module in app/routes/: the build tells a pre-rendered page which chunk that is, so the
 * entry starts loading it with the boot instead of after it (scripts/vite-plugins/prerender.ts).
 */
const page = (
  name: string,
  load: () => Promise<{ default: ComponentType }>,
  handle: RouteHandle = {},
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: { Component: async () => (await load()).default },
  handle: { ...handle, screen: name },
});

const overlayHeader: RouteHandle = { headerOverlay: true };

type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * A console screen: lazy like every screen, without the handle that names a pre-rendered page's
 * chunk (the console is never pre-rendered), so the shell carries as little of it as it can.
 */
const consoleScreen = (load: ScreenModule): Pick<RouteObject, 'lazy'> => ({
  lazy: { Component: async () => (await load()).default },
});

const CONSOLE_SCREENS: [path: string, load: ScreenModule][] = [
  ['bookings', () => import('@app/routes/concierge-bookings')],
  ['bookings/:id', () => import('@app/routes/concierge-booking')],
  ['waitlist', () => import('@app/routes/concierge-waitlist')],
  ['messages', () => import('@app/routes/concierge-messages')],
  ['messages/:id', () => import('@app/routes/concierge-message')],
  ['threads', () => import('@app/routes/concierge-threads')],
  ['threads/:id', () => import('@app/routes/concierge-thread')],
  ['orders', () => import('@app/routes/concierge-orders')],
  ['orders/:id', () => import('@app/routes/concierge-order')],
  ['installments', () => import('@app/routes/concierge-installments')],
  ['members', () => import('@app/routes/concierge-members')],
  ['members/:id', () => import('@app/routes/concierge-member')],
  ['audit', () => import('@app/routes/concierge-audit')],
  ['catalog', () => import('@app/routes/concierge-catalog')],
  ['catalog/:kind', () => import('@app/routes/concierge-catalog')],
  ['catalog/:kind/:id', () => import('@app/routes/concierge-catalog-record')],
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppSplash />,
    children: [
      {
        // Pathless: a screen's error renders inside the header and footer.
        errorElement: <RouteError />,
        children: [
          // The image page (hotspot to /preorder); `/#anchor` still leads to `/home#anchor`.
          { index: true, ...page('jet-image', () => import('@app/routes/jet-image')) },
          { path: 'jet', ...page('jet-image', () => import('@app/routes/jet-image')) },
          { path: 'blog', ...page('blog', () => import('@app/routes/blog')) },
          { path: 'blog/:slug', ...page('blog-post', () => import('@app/routes/blog-post')) },
          {
            path: 'press/release-1',
            ...page('press-release', () => import('@app/routes/press-release')),
          },
          { path: 'terms', ...page('terms', () => import('@app/routes/terms')) },
          { path: 'privacy', ...page('privacy', () => import('@app/routes/privacy')) },
          { path: 'home', ...page('home', () => import('@app/routes/home'), overlayHeader) },
          {
            path: 'destinations',
            ...page('destinations', () => import('@app/routes/destinations')),
          },
          {
            path: 'destinations/:category',
            ...page('destinations', () => import('@app/routes/destinations')),
          },
          { path: 'waitlist', ...page('waitlist', () => import('@app/routes/waitlist')) },
          { path: 'thank-you', ...page('thank-you', () => import('@app/routes/thank-you')) },
          { path: 'booking', ...page('booking', () => import('@app/routes/booking')) },
          {
            path: 'booking/:destinationId',
            ...page('booking', () => import('@app/routes/booking')),
          },
          { path: 'contact', ...page('contact', () => import('@app/routes/contact')) },
          { path: 'enter', ...page('enter', () => import('@app/routes/enter')) },
          { path: 'won', ...page('won', () => import('@app/routes/won')) },
          { path: 'book', ...page('book', () => import('@app/routes/book')) },
          { path: 'preorder', ...page('preorder', () => import('@app/routes/preorder')) },
          {
            path: 'preorder/checkout',
            ...page('preorder-checkout', () => import('@app/routes/preorder-checkout')),
          },
          { path: 'shop', ...page('shop', () => import('@app/routes/shop')) },
          {
            path: 'shop/product/:id',
            ...page('shop-product', () => import('@app/routes/shop-product')),
          },
          { path: 'confirm', ...page('confirm', () => import('@app/routes/confirm')) },
          {
            path: 'checkout/demo/:id',
            ...page('checkout-demo', () => import('@app/routes/checkout-demo')),
          },
          {
            path: 'checkout/success',
            ...page('checkout-success', () => import('@app/routes/checkout-success')),
          },
          {
            path: 'checkout/cancel',
            ...page('checkout-cancel', () => import('@app/routes/checkout-cancel')),
          },
          {
            path: 'payment/confirm',
            ...page('payment-confirm', () => import('@app/routes/payment-confirm')),
          },
          { path: 'win', ...page('win', () => import('@app/routes/win')) },
          { path: 'activate', ...page('activate', () => import('@app/routes/activate')) },
          {
            path: 'stories/:slug',
            ...page('story', () => import('@app/routes/story'), overlayHeader),
          },
          {
            path: BRAND.founder.slug,
            ...page('founder', () => import('@app/routes/founder'), overlayHeader),
          },
          {
            path: 'documents/trust',
            ...page('documents-trust', () => import('@app/routes/documents-trust')),
          },
          {
            path: 'challenge',
            ...page('challenge-redirect', () => import('@app/routes/challenge-redirect')),
          },
          {
            path: 'challange',
            ...page('challenge-redirect', () => import('@app/routes/challenge-redirect')),
          },
          { path: 'challenge-2', ...page('challenge-2', () => import('@app/routes/challenge-2')) },
          { path: 'apply', ...page('apply', () => import('@app/routes/apply')) },
          { path: 'app', ...page('app-approved', () => import('@app/routes/app-approved')) },
          { path: 'dashboard', ...page('dashboard', () => import('@app/routes/dashboard')) },
          { path: 'dashboard/trips/:id', ...page('trip', () => import('@app/routes/trip')) },
          { path: 'profile', ...page('profile', () => import('@app/routes/profile')) },
          { path: 'messages', ...page('messages', () => import('@app/routes/messages')) },
          { path: 'messages/:id', ...page('messages', () => import('@app/routes/messages')) },
          { path: 'upload', ...page('upload', () => import('@app/routes/upload')) },
          { path: 'login', ...page('login', () => import('@app/routes/login')) },
          { path: 'register', ...page('register', () => import('@app/routes/register')) },
          {
            path: 'register/destinations',
            ...page('register-destinations', () => import('@app/routes/register-destinations')),
          },
          {
            path: 'register/checkout',
            ...page('register-checkout', () => import('@app/routes/register-checkout')),
          },
          {
            path: 'forgot-password',
            ...page('forgot-password', () => import('@app/routes/forgot-password')),
          },
          {
            path: 'reset-password',
            ...page('reset-password', () => import('@app/routes/reset-password')),
          },
          {
            path: 'verify-email',
            ...page('verify-email', () => import('@app/routes/verify-email')),
          },
          {
            path: 'email-change',
            ...page('email-change', () => import('@app/routes/email-change')),
          },
          { path: 'start', ...page('start', () => import('@app/routes/start')) },
          { path: 'receipts', ...page('receipts', () => import('@app/routes/receipts')) },
          { path: 'join', ...page('join', () => import('@app/routes/join'), overlayHeader) },
          { path: 'offline', ...page('offline', () => import('@app/routes/offline')) },
          { path: '*', ...page('not-found', () => import('@app/routes/not-found')) },
        ],
      },
    ],
  },
  {
    // The staff console (issue 22): its own frame, not the site's header and footer; signed-in
    // only, never pre-rendered, like /dashboard. Its screens fill the layout's outlet.
    path: '/concierge',
    ...consoleScreen(() => import('@app/routes/concierge-layout')),
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppSplash />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...consoleScreen(() => import('@app/routes/concierge')) },
          ...CONSOLE_SCREENS.map(([path, load]) => ({ path, ...consoleScreen(load) })),
        ],
      },
    ],
  },
];

/**
 * Loads the lazy parts of the routes matching `pathname` and puts them on the route objects, so
 * a router made afterwards renders the screen at once: hydrating pre-rendered HTML must not pass
 * through the hydrateFallbackElement (react-router's documented pattern for lazy routes + SSR).
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy) return;
      if (typeof lazy === 'function') {
        Object.assign(route, await lazy());
      } else {
        // The object form: one loader per route property (here only `Component`).
        const loaders = Object.entries(lazy) as [string, () => Promise<unknown>][];
        const loaded = await Promise.all(loaders.map(async ([key, load]) => [key, await load()]));
        Object.assign(route, Object.fromEntries(loaded));
      }
      route.lazy = undefined;
    }),
  );
}

/** The browser's router; `hydrationData` when the page came pre-rendered (app/entry-prerender). */
export const createClientRouter = (hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { hydrationData });
