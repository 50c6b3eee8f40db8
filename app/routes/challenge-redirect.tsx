import { useTitle } from '@app/components/layout/use-title';
import { ChallengeRedirect } from '@app/features/challenge/components/challenge-redirect';

export default function ChallengeRedirectRoute() {
  useTitle('The Challenge');
  return <ChallengeRedirect />;
}
