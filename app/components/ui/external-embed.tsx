import { useState, type ReactNode } from 'react';
import { cn } from './cn';
import { EmbedNotice } from './external-embed-notice';
import { useEmbedLoad } from './use-embed-load';

interface ExternalEmbedProps {
  /** Address of the external frame; omit for a script-only embed. */
  frameSrc?: string;
  /** Accessible name of the frame. */
  frameTitle?: string;
  /** Fixed frame height in CSS pixels. */
  frameHeight?: number;
  /** The provider's embed script, injected once while the embed is on screen. */
  scriptSrc?: string;
  /** Without a load event by then, the embed is treated as unavailable. */
  timeoutMs?: number;
  /** Shown while the frame or script loads. */
  loadingLabel?: string;
  /** Extra sentence in the notice (what to do instead). */
  unavailableMessage?: ReactNode;
  className?: string;
}

/**
 * An external form frame and/or its embed script. When the browser is offline, the frame or the
 * script fails, or nothing loads within `timeoutMs`, a clear notice with the support contacts
 * takes its place (DESIGN.md: an external embed never leaves a blank).
 */
export function ExternalEmbed(props: ExternalEmbedProps) {
  const [attempt, setAttempt] = useState(0);
  return <EmbedAttempt key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function EmbedAttempt({
  frameSrc,
  frameTitle = 'External form',
  frameHeight = 539,
  scriptSrc,
  timeoutMs = 8000,
  loadingLabel = 'Loading the form…',
  unavailableMessage,
  className,
  onRetry,
}: ExternalEmbedProps & { onRetry: () => void }) {
  const { state, frameMounted, fail, onFrameLoad } = useEmbedLoad({
    frameSrc,
    scriptSrc,
    timeoutMs,
  });

  if (state === 'failed') {
    return <EmbedNotice className={className} message={unavailableMessage} onRetry={onRetry} />;
  }

  return (
    <div className={cn('relative', className)}>
      {state === 'loading' && (
        <p
          role="status"
          className="flex items-center gap-3 px-1 py-4 text-sm text-stone-300"
          aria-live="polite"
        >
          <span
            aria-hidden
            className="size-4 animate-spin rounded-full border-2 border-gold-500/30 border-t-gold-400 motion-reduce:animate-none"
          />
          {loadingLabel}
        </p>
      )}
      {frameSrc && !frameMounted && <div aria-hidden style={{ height: frameHeight }} />}
      {frameSrc && frameMounted && (
        <iframe
          src={frameSrc}
          title={frameTitle}
          height={frameHeight}
          style={{ height: frameHeight }}
          loading="eager"
          className="block w-full rounded-2xl border border-white/8 bg-ivory-50"
          onLoad={onFrameLoad}
          onError={fail}
        />
      )}
    </div>
  );
}
