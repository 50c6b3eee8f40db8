import { useEffect } from 'react';
import { BRAND } from '@shared/brand';

/** Sets the tab title for the screen: "Page · Aurelian Private Club", or the brand alone. */
export function useTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND.fullName}` : BRAND.fullName;
  }, [title]);
}
