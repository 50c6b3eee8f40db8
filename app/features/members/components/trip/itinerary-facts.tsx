/** Label and value rows under an itinerary entry (FBO, tail number, confirmation…); blanks left out. */
export function ItineraryFacts({ rows }: { rows: [label: string, value: string | undefined][] }) {
  const shown = rows.filter(([, value]) => value);
  if (shown.length === 0) return null;
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-400">{label}</dt>
          <dd className="text-ivory-50">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
