import { Card } from '@app/components/ui/card';
import { PRESS_RELEASE as PR } from '@app/content/press';

/** The media contact card at the foot of the release. */
export function PressMediaContact() {
  return (
    <Card className="mt-12">
      <section
        aria-labelledby="media-title"
        className="grid gap-6 p-6 sm:grid-cols-[1fr_auto] sm:items-center sm:p-8"
      >
        <div>
          <h2
            id="media-title"
            className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase font-sans"
          >
            Media contact
          </h2>
          <p className="mt-3 font-display text-2xl text-ivory-50">{PR.mediaContact.name}</p>
          <p className="text-sm text-stone-300">{PR.mediaContact.title}</p>
        </div>
        <ul className="space-y-2 text-sm">
          <li>
            <a
              href={`mailto:${PR.mediaContact.email}`}
              className="rounded-sm text-gold-300 underline-offset-4 hover:underline"
            >
              {PR.mediaContact.email}
            </a>
          </li>
          <li>
            <a
              href={PR.mediaContact.phoneHref}
              className="rounded-sm text-gold-300 underline-offset-4 hover:underline"
            >
              {PR.mediaContact.phone}
            </a>
          </li>
        </ul>
      </section>
    </Card>
  );
}
