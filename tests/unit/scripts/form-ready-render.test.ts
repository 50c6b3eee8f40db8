import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { onlyWhenReadyIsRead } from '../../../scripts/vite-plugins/form-ready-render';

/** The ES module build of the installed react-hook-form, the file Vite bundles. */
function installedLibrary(): string {
  const root = dirname(createRequire(import.meta.url).resolve('react-hook-form/package.json'));
  return readFileSync(join(root, 'dist', 'index.esm.mjs'), 'utf8');
}

describe('the form-ready render', () => {
  it('guards the installed library’s mount-time isReady update, and only that', () => {
    const before = installedLibrary();
    const after = onlyWhenReadyIsRead(before);
    expect(after).toContain('if (control._proxyFormState.isReady) {');
    // The control is still marked ready and its subscribers told.
    expect(after).toContain('control._formState.isReady = true;');
    expect(after).toContain('control._subjects.state.next({ isReady: true });');
    expect(after.length - before.length).toBeLessThan(120);
  });

  it('fails the build when a release no longer has the code it changes', () => {
    expect(() => onlyWhenReadyIsRead('export function useForm() {}')).toThrow(/react-hook-form/);
  });
});
