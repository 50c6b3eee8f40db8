import { JET_PAGE } from '@app/content/jet-page';
import { JET_POSTER } from '@app/lib/lcp-images';

/** The poster as a picture: the mobile and desktop art, each as AVIF, WebP and the original. */
export function JetPoster() {
  const { desktop, mobile } = JET_PAGE;
  return (
    <picture>
      {/* AVIF, then WebP, then the JPEG; each at the width the screen needs (sizes). */}
      {(['avif', 'webp'] as const).map((format) => (
        <source
          key={`mobile-${format}`}
          type={`image/${format}`}
          media={JET_PAGE.mobileMedia}
          srcSet={JET_POSTER.mobile[format]}
          sizes={JET_POSTER.sizes}
          width={mobile.width}
          height={mobile.height}
        />
      ))}
      <source
        media={JET_PAGE.mobileMedia}
        srcSet={mobile.src}
        width={mobile.width}
        height={mobile.height}
      />
      {(['avif', 'webp'] as const).map((format) => (
        <source
          key={`desktop-${format}`}
          type={`image/${format}`}
          srcSet={JET_POSTER.desktop[format]}
          sizes={JET_POSTER.sizes}
          width={desktop.width}
          height={desktop.height}
        />
      ))}
      <img
        src={desktop.src}
        width={desktop.width}
        height={desktop.height}
        alt={JET_PAGE.alt}
        fetchPriority="high"
        className="absolute inset-0 size-full object-contain"
      />
    </picture>
  );
}
