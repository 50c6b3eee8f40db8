import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../../../scripts/chromium';

/** The features the installed playwright-core puts in its own --disable-features switch. */
function playwrightDisabledFeatures(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
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
