import { Navigate } from 'react-router-dom';
import { useConversationAbout } from '../data/use-conversations';
import { conversationPath } from '../lib/thread-kinds';

interface ConversationAboutProps {
  ownerId: string;
  /** 'booking:<id>', 'order:<id>' or 'consultation:<id>', as a trip, order or request links here */
  about: string;
}

/** Opens the conversation about a record; the list until this device has it. */
export function ConversationAbout({ ownerId, about }: ConversationAboutProps) {
  const [kind = '', ...rest] = about.split(':');
  const id = useConversationAbout(ownerId, kind, rest.join(':'));
  if (id === undefined) return null;
  return <Navigate to={id ? conversationPath(id) : '/messages'} replace />;
}
