import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppSplash } from '@app/components/layout/app-splash';
import { RedirectToHome } from '@app/components/layout/redirect-to-home';
import { RouteError } from '@app/components/layout/route-error';
import RootLayout, { type RouteHandle } from '@app/routes/root-layout';

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
          // `/` and `/jet` will serve the image page (hotspot to /preorder) with a later issue;
          // until then both lead to the home page.
          { index: true, element: <RedirectToHome /> },
          { path: 'jet', element: <RedirectToHome /> },
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
          { path: '*', lazy: page(() => import('@app/routes/not-found')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
