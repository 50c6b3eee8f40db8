import { Button } from '@app/components/ui/button';

interface DestinationsEmptyProps {
  searching: boolean;
  onClear: () => void;
}

/** Spec 2.3's empty result, worded for what the visitor did. */
export function DestinationsEmpty({ searching, onClear }: DestinationsEmptyProps) {
  return (
    <div className="mx-auto max-w-xl rounded-sm border border-ink-700 bg-ink-900/70 px-8 py-14 text-center">
      <div className="hairline mx-auto w-24" aria-hidden="true" />
      <h2 className="mt-8 text-display-sm">No destinations found</h2>
      <p className="mt-3 text-sm leading-relaxed text-stone-300">
        {searching
          ? 'No destinations match your search'
          : 'No destinations available for the selected category'}
      </p>
      <Button variant="outline" size="sm" className="mt-8" onClick={onClear}>
        Clear Filters
      </Button>
    </div>
  );
}
