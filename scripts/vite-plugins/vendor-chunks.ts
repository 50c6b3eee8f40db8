/**
 * Vendor chunks that change only when a dependency does, so a release of our code leaves them in
 * the browser's and the worker's caches. Only what the shell itself needs is grouped: a group
 * chunk is loaded whole, so the Radix parts used by lazy screens and widgets (toast, tooltip,
 * popover and its floating-ui, tabs, accordion, dialog and its focus trap and scroll lock, and
 * what those share: presence, portal, the dismissable layer, controllable state) stay in the
 * chunks that use them.
 */
import type { Rolldown } from 'vite';

const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

/**
 * The shell's buttons and links need Slot alone (`asChild`). The group used to take every Radix
 * package but the lazy ones named above, and so carried their shared helpers onto every page:
 * 5.1 KiB of script (brotli) where Slot is under 1 (issue 40).
 */
const SHELL_RADIX = pkg('radix-ui|@radix-ui[\\\\/]react-(?:slot|compose-refs)');

export const VENDOR_CHUNKS: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', test: pkg('react|react-dom|scheduler'), priority: 4 },
  {
    name: 'router',
    test: pkg('react-router|react-router-dom|cookie|set-cookie-parser'),
    priority: 3,
  },
  { name: 'dexie', test: pkg('dexie'), priority: 2 },
  { name: 'radix', test: SHELL_RADIX, priority: 1 },
];
