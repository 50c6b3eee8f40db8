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

/** Each screen is its own chunk, fetched when first visited (and precached by the worker). */
const page = (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] => ({
  Component: async () => (await load()).default,
});

const overlayHeader: RouteHandle = { headerOverlay: true };

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
          { index: true, lazy: page(() => import('@app/routes/jet-image')) },
          { path: 'jet', lazy: page(() => import('@app/routes/jet-image')) },
          { path: 'blog', lazy: page(() => import('@app/routes/blog')) },
          { path: 'blog/:slug', lazy: page(() => import('@app/routes/blog-post')) },
          { path: 'press/release-1', lazy: page(() => import('@app/routes/press-release')) },
          { path: 'terms', lazy: page(() => import('@app/routes/terms')) },
          { path: 'privacy', lazy: page(() => import('@app/routes/privacy')) },
          { path: 'home', handle: overlayHeader, lazy: page(() => import('@app/routes/home')) },
          { path: 'destinations', lazy: page(() => import('@app/routes/destinations')) },
          {
            path: 'destinations/:category',
            lazy: page(() => import('@app/routes/destinations')),
          },
          { path: 'waitlist', lazy: page(() => import('@app/routes/waitlist')) },
          { path: 'thank-you', lazy: page(() => import('@app/routes/thank-you')) },
          { path: 'booking', lazy: page(() => import('@app/routes/booking')) },
          { path: 'booking/:destinationId', lazy: page(() => import('@app/routes/booking')) },
          { path: 'contact', lazy: page(() => import('@app/routes/contact')) },
          { path: 'enter', lazy: page(() => import('@app/routes/enter')) },
          { path: 'won', lazy: page(() => import('@app/routes/won')) },
          { path: 'book', lazy: page(() => import('@app/routes/book')) },
          { path: 'preorder', lazy: page(() => import('@app/routes/preorder')) },
          {
            path: 'preorder/checkout',
            lazy: page(() => import('@app/routes/preorder-checkout')),
          },
          { path: 'shop', lazy: page(() => import('@app/routes/shop')) },
          { path: 'shop/product/:id', lazy: page(() => import('@app/routes/shop-product')) },
          { path: 'confirm', lazy: page(() => import('@app/routes/confirm')) },
          { path: 'checkout/demo/:id', lazy: page(() => import('@app/routes/checkout-demo')) },
          { path: 'checkout/success', lazy: page(() => import('@app/routes/checkout-success')) },
          { path: 'checkout/cancel', lazy: page(() => import('@app/routes/checkout-cancel')) },
          { path: 'win', lazy: page(() => import('@app/routes/win')) },
          { path: 'activate', lazy: page(() => import('@app/routes/activate')) },
          {
            path: 'stories/:slug',
            handle: overlayHeader,
            lazy: page(() => import('@app/routes/story')),
          },
          {
            path: BRAND.founder.slug,
            handle: overlayHeader,
            lazy: page(() => import('@app/routes/founder')),
          },
          { path: 'documents/trust', lazy: page(() => import('@app/routes/documents-trust')) },
          { path: 'challenge', lazy: page(() => import('@app/routes/challenge-redirect')) },
          { path: 'challange', lazy: page(() => import('@app/routes/challenge-redirect')) },
          { path: 'challenge-2', lazy: page(() => import('@app/routes/challenge-2')) },
          { path: 'apply', lazy: page(() => import('@app/routes/apply')) },
          { path: 'app', lazy: page(() => import('@app/routes/app-approved')) },
          { path: 'dashboard', lazy: page(() => import('@app/routes/dashboard')) },
          { path: 'profile', lazy: page(() => import('@app/routes/profile')) },
          { path: 'upload', lazy: page(() => import('@app/routes/upload')) },
          { path: 'login', lazy: page(() => import('@app/routes/login')) },
          { path: 'register', lazy: page(() => import('@app/routes/register')) },
          {
            path: 'register/destinations',
            lazy: page(() => import('@app/routes/register-destinations')),
          },
          { path: 'register/checkout', lazy: page(() => import('@app/routes/register-checkout')) },
          { path: 'forgot-password', lazy: page(() => import('@app/routes/forgot-password')) },
          { path: 'reset-password', lazy: page(() => import('@app/routes/reset-password')) },
          { path: 'start', lazy: page(() => import('@app/routes/start')) },
          { path: 'receipts', lazy: page(() => import('@app/routes/receipts')) },
          { path: 'join', handle: overlayHeader, lazy: page(() => import('@app/routes/join')) },
          { path: 'offline', lazy: page(() => import('@app/routes/offline')) },
          { path: '*', lazy: page(() => import('@app/routes/not-found')) },
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
