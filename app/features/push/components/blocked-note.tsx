/**
 * The browser said no: only its own settings can undo that (a site may not ask twice), so say
 * where they are.
 */
export function BlockedNote() {
  return (
    <p
      role="status"
      className="rounded-2xl border border-gold-500/35 bg-gold-500/8 px-5 py-4 text-sm leading-relaxed text-sand-100"
    >
      <strong className="font-semibold text-gold-200">
        Notifications are blocked in this browser’s settings.
      </strong>{' '}
      To allow them, open the site settings (the icon beside the address bar, or the app’s info on
      your phone), set Notifications to Allow, then come back here.
    </p>
  );
}
