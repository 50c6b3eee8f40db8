import { lazy, Suspense, useState } from 'react';
import { useIosSheetOpen } from '@app/stores/use-install-prompt';

// Only iOS Safari ever opens it: the sheet and its dialog code load on that first open, not with
// every page's footer.
const IosInstallSheet = lazy(() => import('./ios-install-sheet'));

/** Where the iOS install steps mount, from their first open on. */
export function IosInstallSheetSlot() {
  const open = useIosSheetOpen();
  // Kept mounted after the first open so the closing animation and focus return still run.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <IosInstallSheet />
    </Suspense>
  ) : null;
}
