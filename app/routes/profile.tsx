import { useState } from 'react';
import type { CurrentUser } from '@shared/api';
import { useTitle } from '@app/components/layout/use-title';
import { Button } from '@app/components/ui/button';
import { toast } from '@app/components/ui/toast-store';
import { AvatarUploadDialog } from '@app/features/avatar/components/avatar-upload-dialog';
import { ProfilePage } from '@app/features/members/components/profile/profile-page';
import { MemberGateStatus } from '@app/features/members/components/shared/member-gate-status';
import { useMemberGate } from '@app/features/members/data/use-member-gate';
import { PROFILE_UNAUTHORIZED } from '@app/features/members/lib/member-toasts';
import { DeviceNotifications } from '@app/features/push/components/device-notifications';

export default function ProfileRoute() {
  useTitle('Profile');
  const session = useMemberGate(PROFILE_UNAUTHORIZED, '/profile');
  if (session.status !== 'signed-in') return <MemberGateStatus status={session.status} />;
  return (
    <ProfilePage
      user={session.user}
      fetchedAt={session.fetchedAt}
      avatar={<ChangePhoto user={session.user} />}
      notifications={<DeviceNotifications />}
    />
  );
}

/** The avatar feature's picker, opened from /profile (the upload stores the new photo locally). */
function ChangePhoto({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {user.profileImageUrl ? 'Change photo' : 'Add photo'}
      </Button>
      <AvatarUploadDialog
        open={open}
        onOpenChange={setOpen}
        title="Change your photo"
        currentImageUrl={user.profileImageUrl}
        onUploaded={() => {
          setOpen(false);
          toast({ title: 'Photo updated', description: 'Your new portrait is saved.' });
        }}
      />
    </>
  );
}
