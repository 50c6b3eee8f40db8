import { useEffect, useRef, useState } from 'react';
import { HERO_POSTER } from '@app/lib/lcp-images';
import { whenIdle } from '@app/local/when-idle';
import { useReducedMotion } from '../hooks/use-reduced-motion';

// Spec 8: a hero video that fails to load is logged and nothing else; the poster stays in place.
function logVideoError() {
  console.warn('Home hero video could not be loaded; showing the poster instead.');
}

/**
 * Whether the film may start loading: once the page has loaded and the device is idle, never
 * while motion is reduced. The page (pre-rendered without sources) paints with the poster, so on
 * a slow connection the film's megabytes no longer compete with the fonts, styles and scripts.
 */
function useFilmWanted(reduced: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (reduced || wanted) return;
    let current = true;
    whenIdle(() => {
      if (current) setWanted(true);
    });
    return () => {
      current = false;
    };
  }, [reduced, wanted]);
  return wanted;
}

/** The hero's silent loop: decorative, so hidden from assistive tech; still when motion is reduced. */
export function HeroVideo() {
  const reduced = useReducedMotion();
  const wanted = useFilmWanted(reduced);
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video || !wanted) return;
    // React sets `muted` as a property only after mount; autoplay policies need it before play().
    video.muted = true;
    if (reduced) video.pause();
    else void video.play().catch(() => undefined); // autoplay refused: the poster is enough
  }, [reduced, wanted]);

  return (
    <video
      ref={ref}
      className="absolute inset-0 -z-10 size-full object-cover"
      poster={HERO_POSTER}
      preload="none"
      autoPlay={!reduced}
      muted
      loop
      playsInline
      disablePictureInPicture
      aria-hidden="true"
      tabIndex={-1}
      onError={logVideoError}
    >
      {wanted && (
        <>
          <source src="/media/hero.webm" type="video/webm" onError={logVideoError} />
          <source src="/media/hero.mp4" type="video/mp4" onError={logVideoError} />
        </>
      )}
    </video>
  );
}
