import { Link } from 'react-router-dom';
import { buttonClasses } from '@app/components/ui/button';

const PICKS = [
  { name: 'The Credit Playbook guide', price: '$297' },
  { name: 'Annual membership', price: '$2,497/year' },
  { name: 'Private consultation', price: '$497' },
] as const;

/** A glimpse of the members' shop, leading to /shop. */
export function ShopTeaser() {
  return (
    <section
      aria-labelledby="shop-teaser-title"
      className="relative overflow-hidden rounded-3xl border border-white/6 bg-[radial-gradient(ellipse_at_top_right,rgb(198_161_91/0.18),transparent_60%)] bg-ink-900 p-6 shadow-card sm:p-7"
    >
      <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
        The shop
      </p>
      <h2 id="shop-teaser-title" className="mt-3 text-display-sm">
        Curated for members
      </h2>
      <ul className="mt-5 flex flex-col divide-y divide-white/6 text-sm">
        {PICKS.map((pick) => (
          <li key={pick.name} className="flex items-baseline justify-between gap-4 py-2.5">
            <span className="text-sand-100">{pick.name}</span>
            <span className="font-medium text-gold-300 tabular-nums">{pick.price}</span>
          </li>
        ))}
      </ul>
      <Link to="/shop" className={buttonClasses('outline', 'md', 'mt-6 w-full')}>
        Visit the shop
      </Link>
    </section>
  );
}
