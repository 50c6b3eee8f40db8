import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BRAND } from '@shared/brand';
import { cn } from './cn';

type EmbedState = 'loading' | 'ready' | 'failed';

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
  const [offlineAtStart] = useState(
    () => typeof navigator !== 'undefined' && navigator.onLine === false,
  );
  const [state, setState] = useState<EmbedState>(offlineAtStart ? 'failed' : 'loading');
  const frameLoaded = useRef(!frameSrc);
  const scriptLoaded = useRef(!scriptSrc);
  const settleRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (offlineAtStart) return;
    let done = false;
    const fail = () => {
      if (done) return;
      done = true;
      setState('failed');
    };
    const settle = () => {
      if (!done && frameLoaded.current && scriptLoaded.current) {
        done = true;
        setState('ready');
      }
    };

    const timer = window.setTimeout(fail, timeoutMs);
    window.addEventListener('offline', fail);

    let script: HTMLScriptElement | undefined;
    if (scriptSrc) {
      script = document.createElement('script');
      script.src = scriptSrc;
      script.async = true;
      script.dataset.externalEmbed = '';
      script.onload = () => {
        scriptLoaded.current = true;
        settle();
      };
      script.onerror = fail;
      document.body.append(script);
    }
    // Exposed for the frame's onLoad below. (Chromium fires `load` even for a frame's error
    // page, so a failed frame shows through the script from the same host, or the timeout.)
    settleRef.current = settle;

    return () => {
      done = true;
      window.clearTimeout(timer);
      window.removeEventListener('offline', fail);
      script?.remove();
    };
  }, [offlineAtStart, frameSrc, scriptSrc, timeoutMs]);

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
      {frameSrc && (
        <iframe
          src={frameSrc}
          title={frameTitle}
          height={frameHeight}
          style={{ height: frameHeight }}
          loading="eager"
          className="block w-full rounded-2xl border border-white/8 bg-ivory-50"
          onLoad={() => {
            frameLoaded.current = true;
            settleRef.current();
          }}
          onError={() => setState('failed')}
        />
      )}
    </div>
  );
}

function EmbedNotice({
  message,
  onRetry,
  className,
}: {
  message?: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-2xl border border-gold-500/40 bg-ink-900/90 p-6 text-left shadow-card sm:p-8',
        className,
      )}
    >
      <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-400 uppercase">
        Form unavailable
      </p>
      <h2 className="mt-3 text-display-sm">This form needs a connection…</h2>
      <p className="mt-3 leading-relaxed text-stone-300">
        {message ??
          'It is served by our forms provider and could not be reached. Check your connection and try again, or contact the concierge.'}
      </p>
      <ul className="mt-5 space-y-2 text-sm">
        <li>
          <span className="text-stone-400">Phone: </span>
          <a
            className="text-gold-300 underline-offset-4 hover:underline"
            href={BRAND.supportPhoneHref}
          >
            {BRAND.supportPhone}
          </a>
        </li>
        <li>
          <span className="text-stone-400">Email: </span>
          <a
            className="text-gold-300 underline-offset-4 hover:underline"
            href={`mailto:${BRAND.supportEmail}`}
          >
            {BRAND.supportEmail}
          </a>
        </li>
      </ul>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 inline-flex h-10 cursor-pointer items-center rounded-full border border-gold-500/60 px-5 text-[0.7rem] font-semibold tracking-[0.18em] text-gold-300 uppercase transition hover:border-gold-300 hover:bg-gold-500/10"
      >
        Try again
      </button>
    </div>
  );
}
