import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { TextareaField } from '@app/components/forms/textarea-field';
import { Button } from '@app/components/ui/button';
import { TextField } from '@app/components/ui/field';
import { startConversation } from '../data/write-messages';
import { NewConversationFormSchema, type NewConversationFields } from '../lib/message-forms';
import { conversationPath } from '../lib/thread-kinds';

/** "Ask the concierge": anything at all, answered in a conversation of its own. */
export function NewConversationForm({ onSent }: { onSent?: () => void }) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<NewConversationFields>({
    resolver: valibotResolver(NewConversationFormSchema),
    defaultValues: { subject: '', body: '' },
  });
  const onValid = async (values: NewConversationFields) => {
    const id = await startConversation(values);
    navigate(conversationPath(id), { replace: true });
    onSent?.();
  };
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-labelledby="new-conversation-title"
      className="flex flex-col gap-5"
    >
      <div>
        <Link
          to="/messages"
          className="mb-3 block text-sm text-gold-300 hover:text-gold-200 lg:hidden"
        >
          ← All conversations
        </Link>
        <p className="mb-2 text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
          At your service
        </p>
        <h2 id="new-conversation-title" className="text-display-sm">
          Ask the concierge
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-stone-300">
          A table, a later departure, a gift waiting in the suite: write as you would to a friend
          who knows everyone. It is sent the moment you are online.
        </p>
      </div>
      <TextField
        label="Subject"
        error={formState.errors.subject?.message}
        {...register('subject')}
      />
      <TextareaField
        label="Message"
        rows={6}
        error={formState.errors.body?.message}
        {...register('body')}
      />
      <Button type="submit" disabled={formState.isSubmitting} className="sm:self-start">
        Send to the concierge
      </Button>
    </form>
  );
}
