import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { RegisterPage } from '@app/features/auth/components/register-page';
import { AvatarUploadDialog } from '@app/features/avatar/components/avatar-upload-dialog';

const NEXT_STEP = '/register/destinations';

/**
 * Spec 2.8 and 4: registration, then the avatar modal; upload or skip goes to the destinations.
 * `?invite=` is the token of a waitlist invitation mailed from the concierge console.
 */
export default function RegisterRoute() {
  useTitle('Create Your Membership');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [avatarOpen, setAvatarOpen] = useState(false);
  const next = () => navigate(NEXT_STEP);
  return (
    <>
      <RegisterPage onRegistered={() => setAvatarOpen(true)} invite={params.get('invite')} />
      <AvatarUploadDialog
        open={avatarOpen}
        onOpenChange={(open) => !open && next()}
        onUploaded={next}
        onSkip={next}
      />
    </>
  );
}
