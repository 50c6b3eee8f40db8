import { memo, useId } from 'react';
import type { Jet } from '@shared/schemas/catalog';
import { shownImage } from '@shared/art-rasters';

function JetCardView({ jet }: { jet: Jet }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group flex flex-col overflow-hidden rounded-sm border border-ink-700/80 bg-ink-850 shadow-card"
    >
      <div className="aspect-16/10 overflow-hidden bg-ink-800">
        <img
          src={shownImage(jet.imageUrl)}
          alt={`${jet.name} in flight`}
          width={800}
          height={500}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition duration-700 ease-(--ease-luxe) group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="text-eyebrow font-semibold uppercase text-gold-500">{jet.type}</p>
        <h3 id={titleId} className="mt-2 text-display-sm">
          {jet.name}
        </h3>
        <p className="mt-4 flex-1 text-sm leading-relaxed text-stone-300">{jet.description}</p>
        <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-ink-700 pt-5 text-sm">
          <div>
            <dt className="text-[0.65rem] font-semibold tracking-[0.22em] text-stone-400 uppercase">
              Capacity
            </dt>
            <dd className="mt-1 text-sand-100">Up to {jet.capacity} passengers</dd>
          </div>
          <div>
            <dt className="text-[0.65rem] font-semibold tracking-[0.22em] text-stone-400 uppercase">
              Range
            </dt>
            <dd className="mt-1 text-sand-100">{jet.range}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

/** Memoised: the section re-rendered with the same jets (a refresh that found nothing new) skips it. */
export const JetCard = memo(JetCardView);
