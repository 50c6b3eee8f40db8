import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { TextareaField } from '@app/components/forms/textarea-field';
import { Button } from '@app/components/ui/button';
import { sendMessage } from '../data/write-messages';
import { ReplyFormSchema, type ReplyFields } from '../lib/message-forms';

/**
 * Writes in an open conversation. The message goes to the outbox and shows at once as
 * 'sending'; the field empties for the next one. Ctrl or ⌘ with Enter sends, as in mail apps.
 */
export function ReplyForm({ threadId, onSent }: { threadId: string; onSent?: () => void }) {
  const { register, handleSubmit, reset, formState } = useForm<ReplyFields>({
    resolver: valibotResolver(ReplyFormSchema),
    defaultValues: { body: '' },
  });
  const onValid = async ({ body }: ReplyFields) => {
    await sendMessage(threadId, body);
    reset({ body: '' });
    onSent?.();
  };
  const submit = handleSubmit(onValid);
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Write to your concierge"
      className="flex flex-col gap-3 border-t border-white/6 pt-5 sm:flex-row sm:items-end"
    >
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
      <Button type="submit" disabled={formState.isSubmitting} className="sm:mb-0.5">
        Send
      </Button>
    </form>
  );
}
