import type { JSX } from 'react';
import { ChatIcon } from './icons';

/** Floating button opening a chat with the seller in a new tab; the phone comes from the run-time config. */
export function ChatButton({ phone }: { phone: string }): JSX.Element {
  return (
    <a
      className="sh-chat"
      href={`https://wa.me/${phone}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us"
    >
      <ChatIcon />
    </a>
  );
}
