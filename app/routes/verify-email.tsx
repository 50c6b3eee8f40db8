import { useSearchParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { VerifyEmailPage } from '@app/features/auth/components/verify-email-page';

export default function VerifyEmailRoute() {
  useTitle('Confirm Your Email');
  const [params] = useSearchParams();
  return <VerifyEmailPage token={params.get('token')} />;
}
