import { useState } from 'react';
import { Container } from '@app/components/ui/container';
import { Lightbox } from '@app/components/ui/lightbox';
import { SectionHeading } from '@app/components/ui/section-heading';
import { BOOK_PREVIEW_PAGES, PREORDER_PAGE } from '@app/content/preorder';

/** Nine page thumbnails; each opens the lightbox at its page. */
export function PreviewGallery() {
  const [open, setOpen] = useState<number | null>(null);
  const count = BOOK_PREVIEW_PAGES.length;
  return (
    <section aria-labelledby="preview-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          align="center"
          eyebrow="Preview"
          title={<span id="preview-title">{PREORDER_PAGE.previewTitle}</span>}
          intro={PREORDER_PAGE.previewIntro}
        />
        <ul className="mt-14 grid grid-cols-3 gap-3 sm:gap-5 lg:grid-cols-9">
          {BOOK_PREVIEW_PAGES.map((page, i) => (
            <li key={page.src}>
              {/* A link to the page's image: it opens before the app is there (and without
                  it); the app opens the lightbox instead. */}
              <a
                href={page.src}
                onClick={(event) => {
                  event.preventDefault();
                  setOpen(i);
                }}
                aria-label={`Open page ${i + 1} of ${count}: ${page.alt}`}
                className="group block w-full cursor-zoom-in overflow-hidden rounded-sm ring-1 ring-ink-700 transition duration-300 ease-(--ease-luxe) hover:-translate-y-1 hover:ring-gold-500/60"
              >
                <img
                  src={page.src}
                  alt=""
                  width={page.width}
                  height={page.height}
                  loading="lazy"
                  className="aspect-[2/3] w-full object-cover transition duration-500 group-hover:brightness-110"
                />
              </a>
            </li>
          ))}
        </ul>
      </Container>
      <Lightbox
        title="Book preview"
        images={BOOK_PREVIEW_PAGES}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
