/**
 * Vendor chunks that change only when a dependency does, so a release of our code leaves them in
 * the browser's and the worker's caches. Only what the shell itself needs is grouped: a group
 * chunk is loaded whole, so the Radix parts used by lazy screens and widgets (toast, tooltip,
 * popover and its floating-ui, tabs, accordion, dialog and its focus trap and scroll lock) stay in
 * the chunks that use them.
 */
import type { Rolldown } from 'vite';

const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

const LAZY_RADIX =
  /[\\/]node_modules[\\/](?:@radix-ui[\\/]react-(?:toast|tooltip|popover|popper|arrow|tabs|accordion|collapsible|collection|roving-focus|direction|use-size|use-previous|visually-hidden|dialog|focus-scope|focus-guards)|@floating-ui)[\\/]/;
// The scroll lock (react-remove-scroll and its helpers) and aria-hidden serve only modal dialogs
// and popovers, all lazy, so they are left out of the group too.
const SHELL_RADIX = pkg('radix-ui|@radix-ui');

export const VENDOR_CHUNKS: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', test: pkg('react|react-dom|scheduler'), priority: 4 },
  {
    name: 'router',
    test: pkg('react-router|react-router-dom|cookie|set-cookie-parser'),
    priority: 3,
  },
  { name: 'dexie', test: pkg('dexie'), priority: 2 },
  { name: 'radix', test: (id) => SHELL_RADIX.test(id) && !LAZY_RADIX.test(id), priority: 1 },
];
