import { useSearchParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import {
  EmailChangeLinkMissing,
  EmailChangePage,
} from '@app/features/auth/components/email-change-page';

export default function EmailChangeRoute() {
  useTitle('Email Change');
  const [params] = useSearchParams();
  const undo = params.get('undo');
  const token = params.get('token');
  if (undo) return <EmailChangePage key={`undo:${undo}`} mode="undo" token={undo} />;
  if (token) return <EmailChangePage key={`confirm:${token}`} mode="confirm" token={token} />;
  return <EmailChangeLinkMissing />;
}
