import { useEffect } from 'react';
import { Container } from '@app/components/ui/container';
import { LINKS } from '@app/config/external-links';

/** /challenge and /challange: the challenge lives on its own site; send the browser there. */
export function ChallengeRedirect() {
  useEffect(() => {
    window.location.replace(LINKS.CHALLENGE_URL);
  }, []);
  return (
    <Container className="py-32 text-center">
      <h1 className="text-display-md">The 120-Day Challenge</h1>
      <p role="status" className="mt-6 text-stone-300">
        Taking you to the challenge…
      </p>
      <p className="mt-4 text-sm text-stone-400">
        Not moving?{' '}
        <a
          href={LINKS.CHALLENGE_URL}
          className="text-gold-300 underline underline-offset-4 hover:text-gold-200"
        >
          Open the challenge site
        </a>
      </p>
    </Container>
  );
}
