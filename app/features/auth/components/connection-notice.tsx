/** Said plainly on the form: account requests are never saved on the device to send later. */
export function ConnectionNotice({ action }: { action: string }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-2xl border border-gold-500/35 bg-gold-500/8 px-5 py-4 text-sm leading-relaxed text-sand-100"
    >
      <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-gold-400" />
      <p>
        <strong className="font-semibold text-gold-200">{action} needs a connection.</strong> We
        can't reach the club right now, and for your security nothing you type here is kept on this
        device to send later. Please try again once you're back online.
      </p>
    </div>
  );
}
