import { useEffect, useState } from 'react';
import { consoleApi } from './console-api';

const DEBOUNCE_MS = 400;

/**
 * The post's body as the site will show it, asked of the server ~400 ms after typing stops: the
 * server's renderer and sanitiser are the ones the public page uses, so the preview cannot differ.
 */
export function usePostPreview(markdown: string) {
  const [preview, setPreview] = useState<{ html: string; failed: boolean }>({
    html: '',
    failed: false,
  });
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      consoleApi.previewPost(markdown).then(
        ({ html }) => current && setPreview({ html, failed: false }),
        () => current && setPreview((p) => ({ ...p, failed: true })),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [markdown]);
  return preview;
}
