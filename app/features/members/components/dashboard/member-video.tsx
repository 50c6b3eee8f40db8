// Spec 8 logs a video that fails to load and nothing more: the poster stays in its place.
function logVideoError() {
  console.warn('Dashboard video could not be loaded; showing the poster instead.');
}

/** The members' film, shipped with the app; nothing is downloaded until the member presses play. */
export function MemberVideo() {
  return (
    <section
      aria-labelledby="member-video-title"
      className="overflow-hidden rounded-3xl border border-white/6 bg-ink-900/80 shadow-card"
    >
      <video
        className="aspect-video w-full bg-ink-950 object-cover"
        poster="/media/hero-poster.jpg"
        preload="none"
        controls
        muted
        playsInline
        aria-labelledby="member-video-title"
        onError={logVideoError}
      >
        <source src="/media/hero.webm" type="video/webm" onError={logVideoError} />
        <source src="/media/hero.mp4" type="video/mp4" onError={logVideoError} />
      </video>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-6 py-5 sm:px-8">
        <h2 id="member-video-title" className="text-display-sm">
          A welcome from the club
        </h2>
        <p className="text-sm text-stone-400">Private jets, iconic hotels, effortless freedom.</p>
      </div>
    </section>
  );
}
