import { describe, expect, it } from 'vitest';
import { installedFile } from './installed-package';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../../../scripts/chromium';

/** The features the installed playwright-core puts in its own --disable-features switch. */
function playwrightDisabledFeatures(): string[] {
  const bundle = installedFile('playwright-core', 'lib/coreBundle.js');
  const list = /disabledFeatures = \(?[^[]*\[([\s\S]*?)\]/.exec(bundle)?.[1] ?? '';
  return [...list.matchAll(/^\s*"(\w+)"/gm)].map((match) => match[1]!);
}

describe('Chromium switches for Playwright', () => {
  it('repeat every feature Playwright disables, since ours replaces its switch', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs).toContain('PaintHolding'); // the list was found at all
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs));
  });

  it('pass a single --disable-features switch', () => {
    expect(CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='))).toHaveLength(1);
  });
});
