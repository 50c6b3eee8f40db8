import { useNavigate } from 'react-router-dom';
import { API } from '@shared/api';
import { useUiStore } from '@app/stores/ui-store';

/**
 * Sign Out (spec 2.2): the device forgets the member first, so it works offline too. Online, the
 * logout endpoint ends the server session and redirects to / (a full navigation, not a fetch);
 * offline, the app goes home and app/local ends the server session when the connection returns.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const setSigningOut = useUiStore((s) => s.setSigningOut);
  return async () => {
    const offline = !navigator.onLine;
    setSigningOut(true);
    // The session code (and the outbox it clears) loads when pressed: every page's header has
    // this button, and most visitors never press it.
    const { signOutLocally } = await import('@app/local/session/session');
    await signOutLocally({ serverPending: offline });
    if (offline) {
      navigate('/');
      setSigningOut(false);
    } else {
      window.location.assign(API.logout);
    }
  };
}
