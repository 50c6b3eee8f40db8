import type { MouseEvent } from 'react';

/** First focusable element: jumps keyboard users past the header to the page's content. */
export function SkipLink() {
  // Focus <main> directly: following "#main" would put a hash in the router's location.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById('main');
    main?.focus();
    main?.scrollIntoView();
  };
  return (
    <a
      href="#main"
      onClick={onClick}
      className="sr-only rounded-full bg-gold-400 px-5 py-3 text-sm font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200]"
    >
      Skip to content
    </a>
  );
}
