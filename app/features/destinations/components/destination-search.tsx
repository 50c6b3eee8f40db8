import { useId, useRef } from 'react';
import { useSlashFocus } from './use-slash-focus';

interface DestinationSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function DestinationSearch({ value, onChange }: DestinationSearchProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useSlashFocus(input);
  return (
    <div className="relative w-full md:max-w-sm">
      <label htmlFor={id} className="sr-only">
        Search destinations
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 left-5 size-4 -translate-y-1/2 text-gold-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      >
        <circle cx="8.5" cy="8.5" r="5.75" />
        <path d="M13 13l4.5 4.5" strokeLinecap="round" />
      </svg>
      <input
        ref={input}
        id={id}
        aria-keyshortcuts="/"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search destinations..."
        autoComplete="off"
        spellCheck={false}
        className="peer h-12 w-full rounded-full border border-ink-600 bg-ink-900/80 pr-12 pl-12 text-sm text-sand-100 placeholder:text-stone-400 transition focus:border-gold-500 focus-visible:outline-offset-2"
      />
      {/* The shortcut, shown where there is a keyboard to press it on. */}
      {!value && (
        <kbd
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-4 hidden -translate-y-1/2 rounded-md border border-ink-600 px-2 py-0.5 font-sans text-xs text-stone-400 pointer-fine:inline-block pointer-fine:peer-focus:hidden"
        >
          /
        </kbd>
      )}
    </div>
  );
}
