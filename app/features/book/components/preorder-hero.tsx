import { Container } from '@app/components/ui/container';
import { PREORDER_PAGE, PREORDER_STATS } from '@app/content/preorder';
import { BookCover } from './book-cover';
import { ContentIcon } from '@app/components/ui/content-icon';

/** Title, the proof figures (copies, rating, reviews) and the cover. */
export function PreorderHero() {
  const { hero } = PREORDER_PAGE;
  return (
    <section aria-labelledby="preorder-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_75%_20%,rgb(198_161_91/0.16),transparent_60%)]"
      />
      <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-20 lg:py-24">
        <div className="animate-rise">
          <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
            {hero.eyebrow}
          </p>
          <h1 id="preorder-title" className="mt-5 text-display-xl text-balance">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-stone-300 sm:text-lg">
            {hero.subtitle}
          </p>
          <p className="mt-6 flex items-center gap-2 text-sm text-sand-200">
            <span className="flex text-gold-400" aria-hidden>
              {[0, 1, 2, 3, 4].map((i) => (
                <ContentIcon key={i} name="star" className="size-4 fill-current" />
              ))}
            </span>
            <span>
              {hero.rating} from {hero.reviews}
            </span>
          </p>
          <dl className="mt-10 grid max-w-lg grid-cols-3 divide-x divide-ink-700 border-y border-ink-700 py-6">
            {PREORDER_STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1 px-3 first:pl-0">
                <dt className="text-[0.62rem] font-semibold tracking-[0.2em] text-stone-400 uppercase sm:text-eyebrow">
                  {stat.label}
                </dt>
                <dd className="text-gold-gradient font-display text-3xl font-medium lining-nums sm:text-5xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <BookCover className="mx-auto hidden w-full max-w-xs lg:block" />
      </Container>
    </section>
  );
}
