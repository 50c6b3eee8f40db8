import { lazy, Suspense, useState } from 'react';
import type { LightboxProps } from './lightbox-dialog';

// The viewer (Radix Dialog and its key handling) loads the first time an image is opened.
const LightboxDialog = lazy(() =>
  import('./lightbox-dialog').then((m) => ({ default: m.LightboxDialog })),
);

/** A full-screen image viewer (see lightbox-dialog.tsx); nothing is loaded until it first opens. */
export function Lightbox(props: LightboxProps) {
  const [wanted, setWanted] = useState(false);
  if (!wanted && props.index !== null) setWanted(true);
  if (!wanted && props.index === null) return null;
  return (
    <Suspense fallback={null}>
      <LightboxDialog {...props} />
    </Suspense>
  );
}
