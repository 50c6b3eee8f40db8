import { describe, expect, it, vi } from 'vitest';
import { shareLink } from '@app/lib/share-link';

const page = {
  title: 'Aspen',
  text: 'Five days',
  url: 'https://club.test/destinations#destination-1',
};
const clipboard = () => ({ writeText: vi.fn(() => Promise.resolve()) }) as unknown as Clipboard;

describe('shareLink', () => {
  it('uses the system share sheet where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const board = clipboard();
    expect(await shareLink(page, { share, canShare: () => true, clipboard: board })).toBe('shared');
    expect(share).toHaveBeenCalledWith(page);
    expect(board.writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet', async () => {
    const board = clipboard();
    expect(await shareLink(page, { clipboard: board })).toBe('copied');
    expect(board.writeText).toHaveBeenCalledWith(page.url);
  });

  it('treats closing the sheet as a choice, and any other failure as a reason to copy', async () => {
    const abort = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await shareLink(page, { share: abort, clipboard: clipboard() })).toBe('cancelled');
    const broken = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    expect(await shareLink(page, { share: broken, clipboard: clipboard() })).toBe('copied');
    expect(await shareLink(page, {})).toBe('failed');
  });
});
