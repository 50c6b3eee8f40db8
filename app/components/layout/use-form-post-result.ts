import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FORM_OUTCOMES, FORM_SENT_PARAM, isFormName } from '@shared/form-posts';
import { toast } from '@app/components/ui/toast-store';

/**
 * A page a form post landed on (`?sent=<form>`, shared/form-posts.ts): the server wrote its
 * confirmation into the HTML for a browser without scripts. With the app here, that notice gives
 * way to the app's own toast in the spec's words, the parameter leaves the address, and the flow
 * goes on where the spec says (the giveaway to /challenge after 1.5 s).
 */
export function useFormPostResult(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const name = params.get(FORM_SENT_PARAM);
    if (!isFormName(name)) return;
    document.querySelector('[data-form-notice]')?.remove();
    const outcome = FORM_OUTCOMES[name];
    toast(outcome.success);
    params.delete(FORM_SENT_PARAM);
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    const next = outcome.next;
    // Not cancelled by the address change just above, which re-runs this effect.
    if (next) setTimeout(() => navigate(next), outcome.nextAfterMs ?? 0);
  }, [pathname, search, hash, navigate]);
}
