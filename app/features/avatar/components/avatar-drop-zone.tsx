import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { AVATAR_MIME_TYPES } from '@shared/schemas/avatar';
import { cn } from '@app/components/ui/cn';

interface AvatarDropZoneProps {
  onFile: (file: File | undefined) => void;
  /** The spec's message for a refused file, tied to the input for screen readers. */
  problem?: string;
  children: ReactNode;
}

/**
 * Drop a picture here, or activate it to pick one: a real file input under a styled label, so it
 * is reachable by keyboard and announced as a file picker.
 */
export function AvatarDropZone({ onFile, problem, children }: AvatarDropZoneProps) {
  const inputId = useId();
  const [over, setOver] = useState(false);

  const onDrag = (event: DragEvent, entering: boolean) => {
    event.preventDefault();
    setOver(entering);
  };
  const onDrop = (event: DragEvent) => {
    onDrag(event, false);
    onFile(event.dataTransfer.files[0]);
  };

  return (
    <div onDragOver={(e) => onDrag(e, true)} onDragLeave={(e) => onDrag(e, false)} onDrop={onDrop}>
      <input
        id={inputId}
        type="file"
        accept={AVATAR_MIME_TYPES.join(',')}
        aria-label="Choose a profile photo"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-error` : undefined}
        className="peer sr-only"
        // Reset, so picking the same file again after a refusal still reports a change.
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-4 rounded-3xl border border-dashed px-6 py-8 text-center transition duration-300 ease-(--ease-luxe) peer-focus-visible:ring-2 peer-focus-visible:ring-gold-500/50',
          over
            ? 'border-gold-300 bg-gold-500/10'
            : 'border-gold-500/40 bg-ink-850/60 hover:border-gold-400',
          problem && 'border-danger-500/70',
        )}
      >
        {children}
      </label>
      {problem && (
        <p
          id={`${inputId}-error`}
          role="alert"
          className="mt-3 text-center text-sm text-danger-300"
        >
          {problem}
        </p>
      )}
    </div>
  );
}
