import type { ExternalLinks } from '@shared/external-links';

declare const __EXTERNAL_LINKS__: ExternalLinks;

/** External addresses, fixed at build time from the environment (vite.config.ts define). */
export const LINKS: ExternalLinks = __EXTERNAL_LINKS__;
