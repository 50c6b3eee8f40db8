import { describe, expect, it } from 'vitest';
import { installedFile } from './installed-package';
import { onlyWhenReadyIsRead } from '../../../scripts/vite-plugins/form-ready-render';

/** The ES module build of the installed react-hook-form, the file Vite bundles. */
function installedLibrary(): string {
  return installedFile('react-hook-form', 'dist/index.esm.mjs');
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
