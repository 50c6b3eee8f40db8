import { useEffect, useRef } from 'react';
import { HERO_POSTER } from '@app/lib/lcp-images';
import { useReducedMotion } from '../hooks/use-reduced-motion';

// Spec 8: a hero video that fails to load is logged and nothing else; the poster stays in place.
function logVideoError() {
  console.warn('Home hero video could not be loaded; showing the poster instead.');
}

/** The hero's silent loop: decorative, so hidden from assistive tech; still when motion is reduced. */
export function HeroVideo() {
  const reduced = useReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);

  // Pre-rendered HTML starts loading the sources before React hydrates and attaches onError:
  // a failure that came first shows as a video left with no usable source.
  useEffect(() => {
    if (ref.current?.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) logVideoError();
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets `muted` as a property only after mount; autoplay policies need it before play().
    video.muted = true;
    if (reduced) video.pause();
    else void video.play().catch(() => undefined); // autoplay refused: the poster is enough
  }, [reduced]);

  return (
    <video
      ref={ref}
      className="absolute inset-0 -z-10 size-full object-cover"
      poster={HERO_POSTER}
      preload="metadata"
      autoPlay={!reduced}
      muted
      loop
      playsInline
      disablePictureInPicture
      aria-hidden="true"
      tabIndex={-1}
      onError={logVideoError}
    >
      <source src="/media/hero.webm" type="video/webm" onError={logVideoError} />
      <source src="/media/hero.mp4" type="video/mp4" onError={logVideoError} />
    </video>
  );
}
