import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { JET_PAGE, type Hotspot } from '@app/content/jet-page';
import { JetPoster } from './jet-poster';

const pct = (n: number) => `${n}%`;

function hotspotVars(prefix: 'd' | 'm', h: Hotspot) {
  return {
    [`--${prefix}-left`]: pct(h.left),
    [`--${prefix}-top`]: pct(h.top),
    [`--${prefix}-width`]: pct(h.width),
    [`--${prefix}-height`]: pct(h.height),
  };
}

/**
 * The `/` and `/jet` poster, shown whole at its own aspect ratio on a dark stage that fills the
 * viewport below the header. The box is sized to the poster, so the hotspot's percentages land
 * on the same spot at any size; portrait viewports get the mobile poster and its own rectangle.
 */
export function JetImagePage() {
  const { desktop, mobile } = JET_PAGE;
  const style = {
    ...hotspotVars('d', desktop.hotspot),
    ...hotspotVars('m', mobile.hotspot),
    '--d-ratio': `${desktop.width} / ${desktop.height}`,
    '--m-ratio': `${mobile.width} / ${mobile.height}`,
    '--d-w': `${desktop.width / desktop.height}`,
    '--m-w': `${mobile.width / mobile.height}`,
  } as CSSProperties;

  return (
    <div
      style={style}
      className="grid h-[calc(100svh-4rem)] min-h-80 place-items-center overflow-hidden bg-[radial-gradient(ellipse_at_50%_40%,var(--color-ink-800),var(--color-ink-950)_70%)] [--stage-h:calc(100svh-4rem)] sm:h-[calc(100svh-5rem)] sm:[--stage-h:calc(100svh-5rem)]"
    >
      <h1 className="sr-only">First Class Freedom: pre-order the hardcover</h1>
      <div className="relative aspect-(--d-ratio) w-[min(100%,calc(var(--stage-h)*var(--d-w)))] animate-rise portrait:aspect-(--m-ratio) portrait:w-[min(100%,calc(var(--stage-h)*var(--m-w)))]">
        <JetPoster />
        <Link
          to={JET_PAGE.href}
          aria-label="Pre-order the hardcover"
          className="absolute top-(--d-top) left-(--d-left) h-(--d-height) w-(--d-width) rounded-xl transition duration-500 ease-(--ease-luxe) hover:bg-gold-300/5 hover:shadow-[0_0_48px_-4px_rgb(213_183_122/0.55),inset_0_0_0_1px_rgb(213_183_122/0.45)] focus-visible:bg-gold-300/5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-400 portrait:top-(--m-top) portrait:left-(--m-left) portrait:h-(--m-height) portrait:w-(--m-width)"
        />
      </div>
    </div>
  );
}
