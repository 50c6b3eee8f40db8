import { toast } from '@app/components/ui/toast-store';

/**
 * Share the current page: the Web Share API where the browser has it, else copy the address and
 * say so; if even the clipboard refuses, show the address so it can be copied by hand.
 */
export async function shareCurrentPage(title: string, text?: string): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      // The reader closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'The link to this page is on your clipboard.' });
  } catch {
    toast({ title: 'Copy this link to share it', description: url, duration: 10_000 });
  }
}
