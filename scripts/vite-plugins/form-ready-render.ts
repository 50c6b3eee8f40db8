/**
 * react-hook-form's `useForm` marks the form ready in a layout effect on mount, with a state
 * update that renders the form's owner again, synchronously, inside React's commit. On a
 * pre-rendered form page that second render of the whole form lies on the way to interactive: at
 * 4x CPU it cost /booking 39 ms and /enter 26 ms (15 visits each, alternating builds). No form of
 * ours reads `formState.isReady`, so the build makes the update only when a form does: the form
 * state's proxy marks each key the moment a render reads it, which is how the library already
 * skips updates for the other keys. Nothing else changes: the control is still marked ready and
 * its subscribers (useFormState) still told.
 *
 * A release of react-hook-form that changes this code fails the build here; check then whether
 * it still renders twice before adapting the snippet.
 */
import type { Plugin } from 'vite';

const LIBRARY = /[\\/]node_modules[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/;

const MOUNT_UPDATE = `        updateFormState((data) => ({
            ...data,
            isReady: true,
        }));
        control._formState.isReady = true;`;

const ONLY_WHEN_READ = `        if (control._proxyFormState.isReady) {
            updateFormState((data) => ({
                ...data,
                isReady: true,
            }));
        }
        control._formState.isReady = true;`;

/** The library's code with the mount-time update made only for a form that reads `isReady`. */
export function onlyWhenReadyIsRead(code: string): string {
  if (code.split(MOUNT_UPDATE).length !== 2) {
    throw new Error(
      'react-hook-form: useForm no longer has the mount-time isReady update this build changes ' +
        '(scripts/vite-plugins/form-ready-render.ts)',
    );
  }
  return code.replace(MOUNT_UPDATE, ONLY_WHEN_READ);
}

export function formReadyRender(): Plugin {
  return {
    name: 'club:form-ready-render',
    apply: 'build',
    transform(code, id) {
      return LIBRARY.test(id) ? { code: onlyWhenReadyIsRead(code), map: null } : null;
    },
  };
}
