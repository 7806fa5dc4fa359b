// /admin/sign-in: e-mail and password, then the authenticator's code. The calls follow once
// identity's staff contracts land.
import type { JSX } from 'react';
import { takeSessionEndedNote, STAFF_SESSION_ENDED_MESSAGE } from '../../../lib/staff-session';
import '../../../styles/admin-base.css';
import { useState } from 'react';

export function SignInPage(): JSX.Element {
  const [ended] = useState(takeSessionEndedNote);
  return (
    <div className="adm-centre">
      <section className="adm-card">
        <h1 className="adm-title">Staff sign-in</h1>
        {ended && <p className="adm-message">{STAFF_SESSION_ENDED_MESSAGE}</p>}
      </section>
    </div>
  );
}
