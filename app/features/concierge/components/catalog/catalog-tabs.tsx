import { NavLink } from 'react-router-dom';
import { CATALOG_KINDS } from '@shared/constants';
import { cn } from '@app/components/ui/cn';
import { CATALOG_KIND_INFO } from '../../lib/catalog-kinds';
import { catalogListHref } from '../../lib/hrefs';

/** The catalogue's lists as tabs, in the address: its three kinds, then the journal. */
const TABS = [
  ...CATALOG_KINDS.map((kind) => ({ list: kind, title: CATALOG_KIND_INFO[kind].title })),
  { list: 'posts', title: 'Journal' },
];

export function CatalogTabs() {
  return (
    <nav aria-label="Catalogue" className="mb-6 flex flex-wrap gap-2">
      {TABS.map((tab) => (
        <NavLink
          key={tab.list}
          to={catalogListHref(tab.list)}
          className={({ isActive }) =>
            cn(
              'inline-flex h-9 items-center rounded-full px-4 text-[0.68rem] font-semibold tracking-[0.18em] uppercase ring-1 transition ring-inset',
              isActive
                ? 'bg-gold-500/15 text-gold-200 ring-gold-500/50'
                : 'text-stone-300 ring-white/12 hover:text-ivory-50 hover:ring-white/25',
            )
          }
        >
          {tab.title}
        </NavLink>
      ))}
    </nav>
  );
}
