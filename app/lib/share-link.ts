/**
 * Sharing a page: the system share sheet where the browser has one (phones, Safari, Chromium on
 * Windows and ChromeOS), otherwise the link is copied for the member to paste.
 */
export interface SharedPage {
  title: string;
  text: string;
  url: string;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

type ShareNavigator = Partial<Pick<Navigator, 'share' | 'canShare' | 'clipboard'>>;

export async function shareLink(
  page: SharedPage,
  nav: ShareNavigator = navigator,
): Promise<ShareOutcome> {
  if (nav.share && (!nav.canShare || nav.canShare(page))) {
    try {
      await nav.share(page);
      return 'shared';
    } catch (err) {
      // Closing the sheet is a choice, not a failure; anything else falls back to copying.
      if ((err as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(page.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
