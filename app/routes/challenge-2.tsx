import { useTitle } from '@app/components/layout/use-title';
import { Challenge2Page } from '@app/features/challenge/components/challenge-2-page';

export default function Challenge2Route() {
  useTitle('Challenge 2');
  return <Challenge2Page />;
}
