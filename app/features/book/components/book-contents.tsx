import { BOOK_CONTENTS } from '@app/content/book';

/** The table of contents, set like the printed page: part titles, chapters and page numbers. */
export function BookContents() {
  return (
    <section
      aria-labelledby="contents-title"
      className="rounded-3xl border border-white/6 bg-ink-950/60 p-7 shadow-card sm:p-10"
    >
      <h2 id="contents-title" className="text-display-sm">
        Contents
      </h2>
      <div aria-hidden className="hairline mt-6 opacity-60" />
      <div className="mt-6 flex flex-col gap-7">
        {BOOK_CONTENTS.map((part) => (
          <div key={part.title}>
            <h3 className="font-sans text-eyebrow font-semibold tracking-[0.24em] text-gold-500 uppercase">
              {part.title}
            </h3>
            <ol className="mt-3 flex flex-col gap-2">
              {part.chapters.map((chapter) => (
                <li key={chapter.title} className="flex items-baseline gap-3 text-sand-200">
                  {chapter.number && (
                    <span className="w-5 shrink-0 font-display text-lg text-gold-400 lining-nums">
                      {chapter.number}
                    </span>
                  )}
                  <span className="font-display text-lg">{chapter.title}</span>
                  <span aria-hidden className="mb-1 flex-1 border-b border-dotted border-ink-600" />
                  <span className="text-sm text-stone-400 tabular-nums">
                    <span className="sr-only">page </span>
                    {chapter.page}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
