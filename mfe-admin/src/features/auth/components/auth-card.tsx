// The frame of the signed-out pages (sign-in, set-up): one centred card with a heading and the
// step's message line.
import type { JSX, ReactNode } from 'react';
import { BRAND_NAME } from '@rmj/contracts';
import '../../../styles/admin-base.css';
import './auth.css';

/** Props of AuthCard. */
export interface AuthCardProps {
  title: string;
  /** A line under the heading. */
  lead?: ReactNode;
  /** A message from the server or about the session. */
  message?: { text: string; tone: 'error' | 'info' | 'ok' };
  children: ReactNode;
}

export function AuthCard({ title, lead, message, children }: AuthCardProps): JSX.Element {
  return (
    <main className="adm-centre">
      <section className="adm-card" aria-labelledby="adm-auth-title">
        <p className="adm-eyebrow">{BRAND_NAME} · Back office</p>
        <h1 id="adm-auth-title" className="adm-title">
          {title}
        </h1>
        {lead && <p className="adm-auth-lead">{lead}</p>}
        {message && (
          <p
            className={`adm-message${message.tone === 'info' ? '' : ` adm-message--${message.tone}`}`}
            role={message.tone === 'error' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        )}
        {children}
      </section>
    </main>
  );
}
