import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { ShareButton } from '@app/components/ui/share-button';
import { cardImage, type CardPosition } from '@app/lib/card-image';
import type { Destination } from '@shared/schemas/catalog';
import { memberHref } from '@shared/early-events';

interface DestinationCardProps {
  destination: Destination;
  /** Spec 2.3: Book Now leads members to booking and everyone else to the waitlist. */
  signedIn: boolean;
  /** Where the card opens the page: its image loads at once, the very first one before all else. */
  position?: CardPosition;
}

/** One destination as the listing and the home page show it (spec 2.3). */
function DestinationCardView({ destination, signedIn, position }: DestinationCardProps) {
  const titleId = useId();
  const { id, name, country, duration, description, imageUrl } = destination;
  const memberTo = `/booking/${id}`;
  const bookTo = signedIn ? memberTo : '/waitlist';

  return (
    <article
      // The target of a shared link (/destinations#destination-<id>).
      id={`destination-${id}`}
      aria-labelledby={titleId}
      className="group flex flex-col overflow-hidden rounded-sm border border-ink-700/80 bg-ink-900 shadow-card transition duration-500 ease-(--ease-luxe) hover:border-gold-600/50"
    >
      <div className="relative aspect-4/3 overflow-hidden bg-ink-800">
        <img
          {...cardImage(imageUrl, position)}
          alt={`${name}, ${country}`}
          width={800}
          height={600}
          className="size-full object-cover transition duration-700 ease-(--ease-luxe) group-hover:scale-[1.04]"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-linear-to-t from-ink-950/60 via-transparent to-transparent"
        />
        <p className="absolute bottom-3 left-4 rounded-full border border-gold-400/40 bg-ink-950/70 px-3 py-1 text-[0.62rem] font-semibold uppercase tracking-[0.2em] text-gold-200 backdrop-blur-sm">
          Included for Members
        </p>
      </div>

      <div className="flex flex-1 flex-col p-6">
        <p className="text-eyebrow font-semibold uppercase text-gold-500">{country}</p>
        <h3 id={titleId} className="mt-2 text-display-sm">
          {name}
        </h3>
        <p className="mt-1 text-sm text-stone-400">{duration}</p>
        <p className="mt-4 line-clamp-3 flex-1 text-sm leading-relaxed text-stone-300">
          {description}
        </p>
        <div className="hairline mt-6 opacity-40" aria-hidden="true" />
        <div className="mt-5 flex items-center justify-between gap-3">
          <Button asChild variant="outline" size="sm">
            {/* The member's target rides along, so a member's tap is right before the app
                wakes (shared/early-events.ts). */}
            <Link to={bookTo} {...memberHref(memberTo)} aria-describedby={titleId}>
              Book Now
            </Link>
          </Button>
          <ShareButton
            aria-describedby={titleId}
            // Aligns the glyph-and-word with the card's edge rather than the button's padding.
            className="-mr-4"
            page={{
              title: `${name}, ${country}`,
              text: `${name}: ${duration}, included for Aurelian members.`,
              url: `/destinations#destination-${id}`,
            }}
          />
        </div>
      </div>
    </article>
  );
}

/** Memoised: a grid re-rendered with the same rows (a refresh that found nothing new) skips its cards. */
export const DestinationCard = memo(DestinationCardView);
