import { describe, expect, it, vi } from 'vitest';
import { reloadOnNewController } from '@app/features/pwa/reload-on-update';
import { UPDATE_CHECK_INTERVAL_MS, checkForUpdates } from '@app/features/pwa/update-checks';
import { describeVersion } from '@shared/app-version';

/** A ServiceWorkerContainer reduced to what the reload guard reads. */
function fakeContainer(controller: object | null) {
  const target = new EventTarget();
  const container = Object.assign(target, { controller });
  const takeOver = (next: object) => {
    container.controller = next;
    target.dispatchEvent(new Event('controllerchange'));
  };
  return { container: container as unknown as ServiceWorkerContainer, takeOver };
}

describe('reloadOnNewController', () => {
  it('reloads once when a new worker replaces the one in control, however often it changes', () => {
    const { container, takeOver } = fakeContainer({ v: 1 });
    const reload = vi.fn();
    reloadOnNewController(container, reload);
    takeOver({ v: 2 });
    takeOver({ v: 3 });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on the first install, only on a later update', () => {
    const { container, takeOver } = fakeContainer(null);
    const reload = vi.fn();
    reloadOnNewController(container, reload);
    takeOver({ v: 1 });
    expect(reload).not.toHaveBeenCalled();
    takeOver({ v: 2 });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('checkForUpdates', () => {
  function setup({ hidden = false, online = true } = {}) {
    const doc = Object.assign(new EventTarget(), { hidden });
    const update = vi.fn(() => Promise.resolve(undefined));
    let tick = () => {};
    const every = vi.fn((run: () => void) => (tick = run));
    checkForUpdates({ update } as unknown as ServiceWorkerRegistration, {
      doc: doc as unknown as Document,
      online: () => online,
      setInterval: every,
    });
    return { doc, update, tick: () => tick(), every };
  }

  it('checks every hour and when the app becomes visible again', () => {
    const { doc, update, tick, every } = setup();
    expect(every).toHaveBeenCalledWith(expect.any(Function), UPDATE_CHECK_INTERVAL_MS);
    tick();
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('never checks while hidden (a sleeping device) or offline', () => {
    const hidden = setup({ hidden: true });
    hidden.tick();
    hidden.doc.dispatchEvent(new Event('visibilitychange'));
    expect(hidden.update).not.toHaveBeenCalled();
    const offline = setup({ online: false });
    offline.tick();
    expect(offline.update).not.toHaveBeenCalled();
  });
});

describe('describeVersion', () => {
  it('says the version, the commit and the build date in one line', () => {
    expect(describeVersion({ version: '1.2.0', commit: 'abc1234', builtOn: '2026-11-23' })).toBe(
      'Version 1.2.0 (abc1234) of 23 November 2026',
    );
    expect(describeVersion({ version: '1.2.0', commit: '', builtOn: '2026-01-05' })).toBe(
      'Version 1.2.0 of 5 January 2026',
    );
  });
});
