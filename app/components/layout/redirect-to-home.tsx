import { Navigate, useLocation } from 'react-router-dom';

/** Sends `/#anchor` on to `/home#anchor` (DESIGN.md: menu anchors live on the home page). */
export function RedirectToHome() {
  const { hash, search } = useLocation();
  return <Navigate to={{ pathname: '/home', search, hash }} replace />;
}
