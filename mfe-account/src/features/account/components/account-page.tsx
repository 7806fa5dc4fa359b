// /account: login, create account, verify registration, request reset, verify reset (spec 2, 4).
import { useId, useState, type JSX } from 'react';
import { Navigate } from '@rmj/router';
import { useInjectApi } from '@rmj/cart';
import { hasSession, paths, SESSION_ENDED_MESSAGE, takeSessionEnded } from '@rmj/contracts';
import { PrivacyNotice } from '@rmj/ui';
import { accountApi } from '../../../lib/account-api';
import {
  createFormSchema,
  loginFormSchema,
  resetFormSchema,
  verifyRegisterFormSchema,
  verifyResetFormSchema,
  type AccountMode,
} from '../lib/account-modes';
import { useAccountFlow, type AccountFlow } from '../lib/use-account-flow';
import { ModeForm } from './mode-form';
import { StatusMessage } from './status-message';
import './account.css';

const TITLES: Record<AccountMode, string> = {
  login: 'Login',
  create: 'Create account',
  verifyRegister: 'Verify your email',
  reset: 'Reset password',
  verifyReset: 'Set a new password',
};

function CancelButton({ flow }: { flow: AccountFlow }): JSX.Element {
  return (
    <button
      type="button"
      className="acc-button acc-button--ghost"
      disabled={flow.busy}
      onClick={() => flow.switchTo('login')}
    >
      Cancel
    </button>
  );
}

function ModeBody({ flow }: { flow: AccountFlow }): JSX.Element {
  const { mode, busy, email } = flow;
  switch (mode) {
    case 'login':
      return (
        <ModeForm
          schema={loginFormSchema}
          fields={['email', 'password']}
          defaultValues={{ email, password: '' }}
          submitLabel="Login"
          busy={busy}
          onSubmit={flow.login}
        >
          <button type="button" className="acc-link" disabled={busy} onClick={() => flow.switchTo('reset')}>
            Forgot your password?
          </button>
          <p className="acc-switch">
            New here?{' '}
            <button type="button" className="acc-link" disabled={busy} onClick={() => flow.switchTo('create')}>
              Create account
            </button>
          </p>
        </ModeForm>
      );
    case 'create':
      return (
        <ModeForm
          schema={createFormSchema}
          fields={['firstName', 'lastName', 'email', 'phoneNumber', 'password']}
          defaultValues={{ firstName: '', lastName: '', email: '', phoneNumber: '', password: '' }}
          autoComplete={{ password: 'new-password' }}
          submitLabel="Register"
          notice={<PrivacyNotice point="registration" />}
          busy={busy}
          onSubmit={flow.requestRegistration}
        >
          <CancelButton flow={flow} />
        </ModeForm>
      );
    case 'verifyRegister':
      return (
        <ModeForm
          schema={verifyRegisterFormSchema}
          fields={['verificationCode']}
          defaultValues={{ verificationCode: '' }}
          submitLabel="Verify"
          busy={busy}
          onSubmit={flow.verifyRegistration}
        >
          <CancelButton flow={flow} />
        </ModeForm>
      );
    case 'reset':
      return (
        <ModeForm
          schema={resetFormSchema}
          fields={['email']}
          defaultValues={{ email: '' }}
          submitLabel="Send code"
          busy={busy}
          onSubmit={flow.requestReset}
        >
          <CancelButton flow={flow} />
        </ModeForm>
      );
    case 'verifyReset':
      return (
        <ModeForm
          schema={verifyResetFormSchema}
          fields={['verificationCode', 'newPassword']}
          defaultValues={{ verificationCode: '', newPassword: '' }}
          submitLabel="Reset password"
          busy={busy}
          onSubmit={flow.verifyReset}
        >
          <CancelButton flow={flow} />
        </ModeForm>
      );
  }
}

function intro(mode: AccountMode, email: string): string | null {
  if (mode === 'verifyRegister') return `Enter the 6-digit code we sent to ${email}.`;
  if (mode === 'verifyReset') return `Enter the 6-digit code we sent to ${email} and choose a new password.`;
  if (mode === 'reset') return 'Enter your account email and we will send you a verification code.';
  return null;
}

/** /account: login, create account, verify e-mail, reset password. */
export function AccountPage(): JSX.Element {
  useInjectApi(accountApi);
  // Checked once on arrival: a stored session goes straight to /welcome (a fresh login waits 1 s).
  const [signedIn] = useState(hasSession);
  // A token the server refused (idle 30 minutes, 12 hours old, logged out elsewhere) was dropped by
  // the API client; the login form says why once, until the shopper does something else.
  const [sessionEnded] = useState(() => !signedIn && takeSessionEnded());
  const flow = useAccountFlow();
  const titleId = useId();
  if (signedIn) return <Navigate to={paths.welcome()} replace />;
  const text = intro(flow.mode, flow.email);
  return (
    <div className="acc-page">
      <section className="acc-card" aria-labelledby={titleId}>
        <p className="acc-eyebrow">My account</p>
        <h1 id={titleId} className="acc-title">
          {TITLES[flow.mode]}
        </h1>
        {text && <p className="acc-intro">{text}</p>}
        {sessionEnded && flow.mode === 'login' && !flow.message ? (
          <StatusMessage message={SESSION_ENDED_MESSAGE} failed />
        ) : (
          <StatusMessage message={flow.message} failed={flow.messageFailed} />
        )}
        <ModeBody key={flow.mode} flow={flow} />
      </section>
    </div>
  );
}
