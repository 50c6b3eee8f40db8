import { useState, type KeyboardEvent } from 'react';
import { cn } from '@app/components/ui/cn';
import { shownImage } from '@shared/art-rasters';

interface ProductGalleryProps {
  name: string;
  images: readonly string[];
}

/**
 * The large image and its thumbnails (spec 2.6: 3 images). Thumbnails are buttons: Tab reaches
 * them, Enter or Space shows one, and the arrow keys move between them.
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + images.length) % images.length;
    setIndex(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-hidden rounded-sm border border-ink-700/80 bg-ink-900">
        <img
          src={shownImage(current)}
          alt={`${name}, image ${index + 1} of ${images.length}`}
          width={900}
          height={1125}
          className="aspect-4/5 w-full object-cover"
        />
      </div>
      <div role="group" aria-label="Product images" className="flex gap-3" onKeyDown={onKeyDown}>
        {images.map((src, i) => (
          <button
            key={src}
            type="button"
            aria-label={`Show image ${i + 1} of ${images.length}`}
            aria-pressed={i === index}
            onClick={() => setIndex(i)}
            className={cn(
              'w-20 cursor-pointer overflow-hidden rounded-sm border transition duration-300 sm:w-24',
              i === index
                ? 'border-gold-400 ring-1 ring-gold-400/60'
                : 'border-ink-700 opacity-70 hover:opacity-100',
            )}
          >
            <img
              src={shownImage(src)}
              alt=""
              width={96}
              height={120}
              className="aspect-4/5 object-cover"
            />
          </button>
        ))}
      </div>
    </div>
  );
}
