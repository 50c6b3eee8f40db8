/** Safari's own icons, drawn inline so the sheet shows them offline and without a request. */
export function ShareGlyph() {
  return (
    <svg aria-hidden viewBox="0 0 32 32" className="size-8" fill="none" stroke="currentColor">
      <path
        d="M11 12H8.5a1.5 1.5 0 0 0-1.5 1.5v13A1.5 1.5 0 0 0 8.5 28h15a1.5 1.5 0 0 0 1.5-1.5v-13a1.5 1.5 0 0 0-1.5-1.5H21"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <path
        d="M16 19V4m0 0-4.5 4.5M16 4l4.5 4.5"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function AddToHomeGlyph() {
  return (
    <svg aria-hidden viewBox="0 0 32 32" className="size-8" fill="none" stroke="currentColor">
      <rect x="5" y="5" width="22" height="22" rx="5" strokeWidth="1.6" />
      <path d="M16 11v10m-5-5h10" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
