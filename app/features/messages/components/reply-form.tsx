import { valibotResolver } from '@hookform/resolvers/valibot';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { AttachmentPicker } from '@app/components/attachments/attachment-picker';
import { useAttachmentPicker } from '@app/components/attachments/use-attachment-picker';
import { TextareaField } from '@app/components/forms/textarea-field';
import { Button } from '@app/components/ui/button';
import { THREADS_API } from '@shared/threads-api';
import { sendMessage } from '../data/write-messages';
import { ReplyFormSchema, type ReplyFields, type ReplyInput } from '../lib/message-forms';

/**
 * Writes in an open conversation. Files upload as they are picked (they need a connection);
 * the message, naming them, goes to the outbox and shows at once as 'sending'; the field and the
 * chips empty for the next one. Ctrl or ⌘ with Enter sends, as in mail apps.
 */
export function ReplyForm({ threadId, onSent }: { threadId: string; onSent?: () => void }) {
  const picker = useAttachmentPicker(THREADS_API.attachments(threadId));
  const { register, handleSubmit, reset, setValue, formState } = useForm<
    ReplyInput,
    unknown,
    ReplyFields
  >({
    resolver: valibotResolver(ReplyFormSchema),
    defaultValues: { body: '', attachmentIds: [] },
  });
  const onValid = async (fields: ReplyFields) => {
    await sendMessage(threadId, fields);
    reset({ body: '', attachmentIds: [] });
    picker.clear();
    onSent?.();
  };
  const submit = (event?: BaseSyntheticEvent) => {
    // The chips hold the uploaded files: the form takes their ids as it is sent.
    setValue('attachmentIds', picker.ids);
    return handleSubmit(onValid)(event);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Write to your concierge"
      className="flex flex-col gap-3 border-t border-white/6 pt-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextareaField
          label="Your message"
          rows={2}
          className="flex-1"
          error={formState.errors.body?.message}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit();
          }}
          {...register('body')}
        />
        <Button
          type="submit"
          disabled={formState.isSubmitting || picker.busy}
          className="sm:mb-0.5"
        >
          Send
        </Button>
      </div>
      <AttachmentPicker picker={picker} />
    </form>
  );
}
