import { Container } from '@app/components/ui/container';
import { cn } from '@app/components/ui/cn';
import { useConversation, useConversations } from '../data/use-conversations';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { NewConversationForm } from './new-conversation-form';

interface MessagesPageProps {
  ownerId: string;
  /** the open conversation's id, 'new' for "Ask the concierge", none for the list alone */
  openId?: string;
  /** a message has been written (saved to go): the route offers notifications */
  onSent?: () => void;
}

/**
 * /messages: the member's conversations with the concierge, from this device's copy. Phones show
 * the list or one conversation; from 1024 px the list stays beside the open one.
 */
export function MessagesPage({ ownerId, openId, onSent }: MessagesPageProps) {
  const conversations = useConversations(ownerId);
  return (
    <div className="relative pb-24">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 h-[420px] bg-[radial-gradient(ellipse_at_top,rgb(198_161_91/0.12),transparent_65%)]"
      />
      <Container className="relative">
        <header className={cn('pt-12 pb-8 sm:pt-16', openId && 'hidden lg:block')}>
          <p className="mb-3 text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
            Your concierge
          </p>
          <h1 className="text-display-md">Messages</h1>
        </header>
        <div className="grid items-start gap-6 pt-6 lg:grid-cols-[340px_minmax(0,1fr)] lg:gap-10 lg:pt-0">
          <div className={cn(openId && 'hidden lg:block')}>
            {conversations && <ConversationList conversations={conversations} openId={openId} />}
          </div>
          <div
            className={cn(
              'min-w-0 rounded-3xl border border-white/6 bg-ink-900/80 p-6 shadow-card sm:p-8',
              !openId && 'hidden lg:block',
            )}
          >
            <OpenPane ownerId={ownerId} openId={openId} onSent={onSent} />
          </div>
        </div>
      </Container>
    </div>
  );
}

function OpenPane({ ownerId, openId, onSent }: MessagesPageProps) {
  if (openId === 'new') return <NewConversationForm onSent={onSent} />;
  if (!openId) return <NothingOpen />;
  return <OpenConversation ownerId={ownerId} id={openId} onSent={onSent} />;
}

interface OpenConversationProps {
  ownerId: string;
  id: string;
  onSent?: () => void;
}

function OpenConversation({ ownerId, id, onSent }: OpenConversationProps) {
  const conversation = useConversation(ownerId, id);
  if (conversation === undefined) return null;
  if (conversation === null) {
    return (
      <p className="text-sm text-stone-300">
        This conversation is not on this device. It appears here once your messages are up to date.
      </p>
    );
  }
  return <ConversationView conversation={conversation} onSent={onSent} />;
}

function NothingOpen() {
  return (
    <div className="grid min-h-[40svh] place-items-center text-center">
      <div className="max-w-sm">
        <p className="font-display text-2xl text-ivory-50">Your concierge, in writing</p>
        <p className="mt-2 text-sm leading-relaxed text-stone-400">
          Choose a conversation, or ask anything: a table, a later departure, flowers in the suite.
        </p>
      </div>
    </div>
  );
}
