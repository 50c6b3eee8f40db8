/**
 * The web app manifest's screenshots (issue 12): the richer install sheet Chromium shows. Taken
 * from the real pages by scripts/manifest-screenshots.ts; listed in the manifest by vite.config.ts.
 */
export interface ManifestScreenshot {
  /** the page it is taken from */
  page: string;
  src: string;
  width: number;
  height: number;
  form_factor: 'narrow' | 'wide';
  label: string;
}

export const MANIFEST_SCREENSHOTS: readonly ManifestScreenshot[] = [
  {
    page: '/home',
    src: '/screenshots/home-narrow.webp',
    width: 390,
    height: 844,
    form_factor: 'narrow',
    label: 'The Aurelian home page on a phone: private jets, iconic hotels and destinations',
  },
  {
    page: '/destinations',
    src: '/screenshots/destinations-wide.webp',
    width: 1440,
    height: 900,
    form_factor: 'wide',
    label: 'Curated destinations on a desktop, each included for members',
  },
];

/** The entries as the manifest spells them. */
export const manifestScreenshots = () =>
  MANIFEST_SCREENSHOTS.map(({ src, width, height, form_factor, label }) => ({
    src,
    sizes: `${width}x${height}`,
    type: 'image/webp',
    form_factor,
    label,
  }));
