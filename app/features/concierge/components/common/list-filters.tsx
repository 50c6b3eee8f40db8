import type { ReactNode } from 'react';
import type { ListParams } from '../../data/use-list-params';
import {
  ClearFilters,
  FilterBar,
  FilterSelect,
  SearchFilter,
  type FilterOption,
} from './filter-controls';

export interface ChoiceFilter {
  /** the address's parameter, as the API names it */
  name: string;
  label: string;
  options: readonly FilterOption[];
  allLabel: string;
  className?: string;
}

interface ListFiltersProps {
  params: ListParams;
  /** the filters' accessible name: 'Filter bookings' */
  label: string;
  /** what the search matches, as its placeholder: 'Name or email' */
  search: string;
  choices: readonly ChoiceFilter[];
  /** more filters after the choices (a booking's departure window) */
  children?: ReactNode;
}

/** A list's filters: its search, its choices, and the way to clear them, all in the address. */
export function ListFilters({ params, label: name, search, choices, children }: ListFiltersProps) {
  const set = (filter: string) => (value: string) => params.setFilters({ [filter]: value });
  return (
    <FilterBar label={name}>
      <SearchFilter
        label="Search"
        placeholder={search}
        value={params.value('q')}
        onChange={set('q')}
      />
      {choices.map((choice) => (
        <FilterSelect
          key={choice.name}
          label={choice.label}
          value={params.value(choice.name)}
          onChange={set(choice.name)}
          options={choice.options}
          allLabel={choice.allLabel}
          className={choice.className}
        />
      ))}
      {children}
      <ClearFilters shown={params.filtered} onClear={params.clearFilters} />
    </FilterBar>
  );
}
