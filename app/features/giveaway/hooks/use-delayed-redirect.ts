import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { FLOW_REDIRECT_MS } from '@shared/constants';

/** Spec 4 and 9: go to `to` 1.5 s after success; cancelled if the page is left before then. */
export function useDelayedRedirect(to: string) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(to), FLOW_REDIRECT_MS);
  };
}
