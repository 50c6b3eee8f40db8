/**
 * /login with the way back to where the staff member was: the path and its filters, readable in
 * the address bar (slashes kept), the query escaped so it stays one parameter.
 */
export function signInAgainPath({ pathname, search }: { pathname: string; search: string }) {
  const back = encodeURIComponent(`${pathname}${search}`).replace(/%2F/g, '/');
  return `/login?redirect=${back}`;
}
