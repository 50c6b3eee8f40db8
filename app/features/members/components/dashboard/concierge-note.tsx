/** What the concierge wrote to the guest with the booking's last change, line breaks kept. */
export function ConciergeNote({ note }: { note: string }) {
  const paragraphs = note.split(/\n+/).filter((line) => line.trim() !== '');
  return (
    <figure className="border-l border-gold-500 pl-4">
      <figcaption className="text-xs text-stone-400">From your concierge</figcaption>
      <blockquote className="mt-1 flex flex-col gap-2 text-sm text-sand-100">
        {paragraphs.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </blockquote>
    </figure>
  );
}
