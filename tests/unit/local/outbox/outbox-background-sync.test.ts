import { describe, expect, it, vi } from 'vitest';
import type { FlushReport } from '@app/local/outbox/outbox';
import { syncOutbox } from '@app/local/outbox/outbox-background-sync';
import { FLUSH_OUTBOX_MESSAGE } from '@app/local/outbox/sync-messages';

const report = (over: Partial<FlushReport> = {}): FlushReport => ({
  sent: 0,
  failed: 0,
  auth: 0,
  retrying: 0,
  expired: 0,
  offline: false,
  ...over,
});

function context(windows: { postMessage: (m: unknown) => void }[], result: FlushReport) {
  return {
    windows: vi.fn(async () => windows),
    flush: vi.fn(async () => result),
    register: vi.fn(async () => {}),
    lastChance: false,
  };
}

describe('the service worker’s outbox sync', () => {
  it('flushes the outbox itself when no window is open', async () => {
    const ctx = context([], report({ sent: 2 }));
    await syncOutbox(ctx);
    expect(ctx.flush).toHaveBeenCalledTimes(1);
    expect(ctx.register).not.toHaveBeenCalled();
  });

  it('leaves it to an open page, which updates its status', async () => {
    const page = { postMessage: vi.fn() };
    const ctx = context([page], report());
    await syncOutbox(ctx);
    expect(page.postMessage).toHaveBeenCalledWith(FLUSH_OUTBOX_MESSAGE);
    expect(ctx.flush).not.toHaveBeenCalled();
  });

  it.each([
    ['offline', report({ offline: true, retrying: 1 })],
    ['a 5xx', report({ retrying: 1 })],
  ])('fails the sync after %s, so the browser tries again later', async (_what, result) => {
    const ctx = context([], result);
    await expect(syncOutbox(ctx)).rejects.toThrow('still waiting');
  });

  it('registers the sync again on the browser’s last attempt', async () => {
    const ctx = { ...context([], report({ retrying: 1 })), lastChance: true };
    await syncOutbox(ctx);
    expect(ctx.register).toHaveBeenCalledTimes(1);
  });
});
