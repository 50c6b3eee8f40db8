import { Navigate, useLocation } from 'react-router-dom';

/** `/` and `/jet` lead to /home for now, keeping the hash so `/#jets` lands on `/home#jets`. */
export function RedirectToHome() {
  const { hash, search } = useLocation();
  return <Navigate to={{ pathname: '/home', search, hash }} replace />;
}
