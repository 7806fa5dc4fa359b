import type { JSX } from 'react';
import { words } from '../i18n';
import { ChatIcon } from './icons';
import { useChatLink } from './use-chat-link';

/**
 * Floating button opening a WhatsApp chat with the seller in a new tab: the number in the owner's
 * settings, else (until they are read) the run-time config's `phone`.
 */
export function ChatButton({ phone }: { phone: string }): JSX.Element {
  const t = words.useT();
  const href = useChatLink(phone);
  return (
    <a className="sh-chat" href={href} target="_blank" rel="noopener noreferrer" aria-label={t('chat.label')}>
      <ChatIcon />
    </a>
  );
}
