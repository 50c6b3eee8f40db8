import { useEffect, useRef, useState } from 'react';
import { avatarFileProblem } from '@shared/schemas/avatar';

export interface PickedFile {
  file: File;
  /** an object URL for the preview, revoked when replaced or unmounted */
  preview: string;
}

/**
 * The chosen picture and its preview. A file that fails the browser's check (spec 5: type and
 * size) is not kept: its message is shown instead, and the previous choice stays.
 */
export function usePickedFile() {
  const [picked, setPicked] = useState<PickedFile>();
  const [problem, setProblem] = useState<string>();
  const current = useRef<PickedFile>(undefined);

  // The object URL is a browser resource outside React: release the last one on unmount.
  useEffect(() => () => revoke(current.current), []);

  function pick(file: File | undefined) {
    if (!file) return;
    const message = avatarFileProblem(file);
    setProblem(message ?? undefined);
    if (message) return;
    revoke(current.current);
    current.current = { file, preview: URL.createObjectURL(file) };
    setPicked(current.current);
  }

  return { picked, problem, pick };
}

function revoke(picked: PickedFile | undefined) {
  if (picked) URL.revokeObjectURL(picked.preview);
}
