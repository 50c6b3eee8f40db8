/** What shows while the first route module loads: the brand mark on the page colour, no flash. */
export function AppSplash() {
  return (
    <div className="grid min-h-svh place-items-center bg-ink-950" role="status">
      <img
        src="/images/brand/logo.svg"
        alt=""
        width={160}
        height={32}
        className="h-8 w-auto animate-pulse opacity-80"
      />
      <span className="sr-only">Loading</span>
    </div>
  );
}
