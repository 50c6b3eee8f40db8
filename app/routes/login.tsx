import { useSearchParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { LoginPage } from '@app/features/auth/components/login-page';

export default function LoginRoute() {
  useTitle('Sign In');
  const [params] = useSearchParams();
  return <LoginPage redirect={params.get('redirect')} />;
}
