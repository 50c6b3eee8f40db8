import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Jet } from '@shared/schemas/catalog';
import type { CatalogStatus } from '@app/local/catalog/catalog-status';
import { JetCard, JetCardPlaceholder } from './jet-card';

/*
 * The seeded fleet's size: while the jets load, as many outlines hold their place, so the
 * sections below do not jump when the cards arrive (issue 10: CLS 0.10 on /booking).
 */
const FLEET_PLACEHOLDERS = 6;

interface JetPickerProps {
  jets: Jet[];
  status: CatalogStatus;
  selectedId: string;
  field: UseFormRegisterReturn<'jetId'>;
  error?: string;
}

/** The fleet as radio cards, or their outlines while it loads. */
export function JetPicker({ jets, status, selectedId, field, error }: JetPickerProps) {
  if (status === 'unavailable' && jets.length === 0) {
    return (
      <p role="status" className="text-sm text-stone-300">
        The fleet can't be loaded while you're offline. Reconnect to choose a jet.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {jets.length === 0 && (
        <p role="status" className="sr-only">
          Loading the fleet...
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {jets.length === 0
          ? Array.from({ length: FLEET_PLACEHOLDERS }, (_, i) => <JetCardPlaceholder key={i} />)
          : jets.map((jet) => (
              <JetCard
                key={jet.id}
                jet={jet}
                checked={selectedId === jet.id}
                field={field}
                invalid={Boolean(error)}
              />
            ))}
      </div>
      {error && <p className="text-sm text-danger-300">{error}</p>}
    </div>
  );
}
