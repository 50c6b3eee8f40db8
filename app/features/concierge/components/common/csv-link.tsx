/** 'Download CSV' of a list, with the filters on screen (the server sends it as a file). */
export function CsvLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex h-9 items-center gap-2 rounded-full border border-gold-500/50 px-4 text-[0.68rem] font-semibold tracking-[0.18em] text-gold-300 uppercase transition hover:border-gold-300 hover:bg-gold-500/10"
    >
      <svg aria-hidden viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor">
        <path
          d="M8 2.5v8M4.5 7 8 10.5 11.5 7M3 13.5h10"
          strokeWidth="1.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Download CSV
    </a>
  );
}
