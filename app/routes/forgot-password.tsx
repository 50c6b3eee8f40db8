import { useTitle } from '@app/components/layout/use-title';
import { ForgotPasswordPage } from '@app/features/auth/components/forgot-password-page';

export default function ForgotPasswordRoute() {
  useTitle('Forgotten Password');
  return <ForgotPasswordPage />;
}
