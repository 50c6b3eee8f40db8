import { useSearchParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { ResetPasswordPage } from '@app/features/auth/components/reset-password-page';

export default function ResetPasswordRoute() {
  useTitle('Reset Password');
  const [params] = useSearchParams();
  return <ResetPasswordPage token={params.get('token')} />;
}
