/**
 * The files chosen for the next message: each uploads the moment it is picked (a chip shows it
 * on its way), can be removed, and a refusal (too big, not a picture or PDF, no connection) is
 * said in the same words the server uses. `ids` are what the message names once all have landed.
 */
import { useState } from 'react';
import { ATTACHMENTS_PER_MESSAGE_MAX } from '@shared/constants';
import {
  ATTACHMENT_COUNT_MESSAGE,
  attachmentFileProblem,
} from '@shared/schemas/thread-attachments';
import type { ThreadAttachment } from '@shared/threads-api';
import { AttachmentRefusal, uploadAttachment } from './upload-attachment';

export interface ChosenFile {
  key: string;
  name: string;
  size: number;
  attachment?: ThreadAttachment;
}

export function useAttachmentPicker(uploadUrl: string) {
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  async function pickOne(file: File) {
    // The browser's first look, so nothing obviously refused is sent at all.
    const refusal = attachmentFileProblem(file);
    if (refusal) return setProblem(refusal);
    const key = crypto.randomUUID();
    setChosen((all) => [...all, { key, name: file.name, size: file.size }]);
    try {
      const attachment = await uploadAttachment(uploadUrl, file);
      setChosen((all) => all.map((c) => (c.key === key ? { ...c, attachment } : c)));
    } catch (err) {
      setChosen((all) => all.filter((c) => c.key !== key));
      setProblem(err instanceof AttachmentRefusal ? err.message : 'This file could not be sent.');
    }
  }

  return {
    chosen,
    problem,
    /** still uploading: the message waits for them */
    busy: chosen.some((c) => !c.attachment),
    ids: chosen.flatMap((c) => (c.attachment ? [c.attachment.id] : [])),
    pick: async (files: readonly File[]) => {
      setProblem(null);
      if (chosen.length + files.length > ATTACHMENTS_PER_MESSAGE_MAX) {
        return setProblem(ATTACHMENT_COUNT_MESSAGE);
      }
      await Promise.all(files.map(pickOne));
    },
    remove: (key: string) => setChosen((all) => all.filter((c) => c.key !== key)),
    clear: () => {
      setChosen([]);
      setProblem(null);
    },
  };
}
export type AttachmentPicker = ReturnType<typeof useAttachmentPicker>;
