import { useTitle } from '@app/components/layout/use-title';
import { RequireMember } from '@app/features/auth/components/require-member';
import { useSession } from '@app/features/auth/data/use-session';
import { DestinationPicker } from '@app/features/onboarding/components/destination-picker';

export default function RegisterDestinationsRoute() {
  useTitle('Choose Your Destination');
  const { user } = useSession();
  return (
    <RequireMember returnTo="/register/destinations">
      <DestinationPicker initialId={user?.selectedDestinationId} />
    </RequireMember>
  );
}
