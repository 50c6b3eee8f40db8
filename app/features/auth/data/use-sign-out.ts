import { useNavigate } from 'react-router-dom';
import { API } from '@shared/api';
import { signOutLocally } from '@app/local/session';
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
    await signOutLocally({ serverPending: offline });
    if (offline) {
      navigate('/');
      setSigningOut(false);
    } else {
      window.location.assign(API.logout);
    }
  };
}
