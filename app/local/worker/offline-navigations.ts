/**
 * The service worker's answer to navigations into /api/* when the server is out of reach, so none
 * ends on the browser's error page: spec 7's /api/login (the cart icon) and /api/logout (Sign
 * Out), and any other /api/* navigation. Online they all go to the server. Imported by sw.ts only.
 */
import { registerRoute } from 'workbox-routing';
import { API } from '@shared/api';
import { signOutLocally } from '../session/session';

/** Where a navigation lands offline, after doing locally what the server would have done. */
const OFFLINE_LANDING: Record<string, () => Promise<string>> = {
  // The sign-in screen says plainly that signing in needs a connection.
  [API.login]: () => Promise.resolve('/login'),
  // The device forgets the member at once; app/local ends the server session on reconnect.
  [API.logout]: async () => {
    await signOutLocally({ serverPending: true });
    return '/home';
  },
};
/** The app's branded page listing what opens offline (app/routes/offline.tsx). */
const OFFLINE_PAGE = '/offline';

const landingFor = (pathname: string): Promise<string> =>
  Object.hasOwn(OFFLINE_LANDING, pathname)
    ? OFFLINE_LANDING[pathname]!()
    : Promise.resolve(OFFLINE_PAGE);

export function registerOfflineNavigations(): void {
  registerRoute(
    ({ request, url }) =>
      request.mode === 'navigate' &&
      url.origin === self.location.origin &&
      url.pathname.startsWith('/api/'),
    async ({ request, url }) => {
      try {
        return await fetch(request);
      } catch {
        // 303: the landing page is fetched with GET whatever the navigation was.
        return Response.redirect(new URL(await landingFor(url.pathname), url.origin).href, 303);
      }
    },
  );
}
