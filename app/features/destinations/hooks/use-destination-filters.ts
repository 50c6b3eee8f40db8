import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { categoryPath, parseCategory, type CategoryFilter } from '../lib/categories';

export interface DestinationFilters {
  category: CategoryFilter;
  search: string;
  /** A category's address with the current search, for its link (components/category-links.tsx). */
  hrefFor: (category: CategoryFilter) => string;
  setSearch: (search: string) => void;
  clear: () => void;
}

/**
 * The listing's filters live in the URL: /destinations/{category} (spec 2.1) and ?q= for the
 * search. The search is mirrored in the address too because /destinations and /destinations/asia
 * may be separate route entries, and switching between them would remount the page and lose a
 * search kept only in state. The input keeps its own state so typing never waits on navigation.
 */
export function useDestinationFilters(): DestinationFilters {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const category = parseCategory(params.category);
  const [search, setSearchState] = useState(() => searchParams.get('q') ?? '');

  const go = (nextCategory: CategoryFilter, nextSearch: string) => {
    // replace: filtering is not a page of its own in the history; keep the reader's scroll too.
    void navigate(filtersPath(nextCategory, nextSearch), {
      replace: true,
      preventScrollReset: true,
    });
  };

  return {
    category,
    search,
    hrefFor: (next) => filtersPath(next, search),
    setSearch: (next) => {
      setSearchState(next);
      go(category, next);
    },
    clear: () => {
      setSearchState('');
      go('all', '');
    },
  };
}

function filtersPath(category: CategoryFilter, search: string): string {
  const query = search.trim() ? `?${new URLSearchParams({ q: search })}` : '';
  return `${categoryPath(category)}${query}`;
}
