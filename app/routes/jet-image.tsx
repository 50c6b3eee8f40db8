import { useLocation } from 'react-router-dom';
import { RedirectToHome } from '@app/components/layout/redirect-to-home';
import { useTitle } from '@app/components/layout/use-title';
import { JetImagePage } from '@app/features/editorial/components/jet-image-page';

/** `/` and `/jet`. Old section links (`/#hotels`) still land on the home page's sections. */
export default function JetImageRoute() {
  const { pathname, hash } = useLocation();
  useTitle();
  if (pathname === '/' && hash) return <RedirectToHome />;
  return <JetImagePage />;
}
