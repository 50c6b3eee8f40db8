import { OfflineScreen } from '@app/components/layout/offline-screen';
import { useTitle } from '@app/components/layout/use-title';

/** /offline: where the service worker sends a navigation it cannot answer without the network. */
export default function OfflineRoute() {
  useTitle("You're offline");
  return <OfflineScreen reason="That page needs a connection." />;
}
