import { Link } from 'react-router-dom';

const LINKS = [
  {
    to: '/destinations',
    label: 'Explore destinations',
    detail: '200+ places, jet and hotel included',
  },
  { to: '/booking', label: 'Book a journey', detail: 'Request your next trip' },
  { to: '/profile', label: 'Your profile', detail: 'Details, photo and upcoming trips' },
] as const;

/** Spec 2.9's quick links. */
export function QuickLinks() {
  return (
    <nav
      aria-labelledby="quick-links-title"
      className="rounded-3xl border border-white/6 bg-ink-900/80 p-3 shadow-card"
    >
      <h2
        id="quick-links-title"
        className="px-4 pt-3 pb-2 font-sans text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase"
      >
        Quick links
      </h2>
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex items-center justify-between gap-4 rounded-2xl px-4 py-3.5 transition hover:bg-white/4"
            >
              <span className="min-w-0">
                <span className="block font-display text-lg text-ivory-50 group-hover:text-gold-200">
                  {link.label}
                </span>
                <span className="block text-xs text-stone-400">{link.detail}</span>
              </span>
              <span aria-hidden className="text-gold-400 transition group-hover:translate-x-0.5">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
