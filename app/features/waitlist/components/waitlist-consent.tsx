import { Link } from 'react-router-dom';

const LINK_CLASS =
  'text-sand-200 underline decoration-gold-500/50 underline-offset-4 hover:text-gold-300';

/** The line under the join button: joining means agreeing to the Terms and the Privacy Policy. */
export function WaitlistConsent() {
  return (
    <p className="text-center text-xs leading-relaxed text-stone-400">
      By joining you agree to our{' '}
      <Link to="/terms" className={LINK_CLASS}>
        Terms
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className={LINK_CLASS}>
        Privacy Policy
      </Link>
      . We never share your details.
    </p>
  );
}
