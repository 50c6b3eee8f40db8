import { useTitle } from '@app/components/layout/use-title';
import { MemberGateStatus } from '@app/features/members/components/shared/member-gate-status';
import { UploadPage } from '@app/features/members/components/upload/upload-page';
import { useMemberGate } from '@app/features/members/data/use-member-gate';
import { UPLOAD_UNAUTHORIZED } from '@app/features/members/lib/member-toasts';

export default function UploadRoute() {
  useTitle('Upload Documents');
  const session = useMemberGate(UPLOAD_UNAUTHORIZED, '/upload');
  if (session.status !== 'signed-in') return <MemberGateStatus status={session.status} />;
  return <UploadPage />;
}
