// /account: login, create account, verify registration, request reset, verify reset (spec 2, 4).
import { useId, useState, type JSX } from 'react';
import { Navigate } from '@rmj/router';
import { useInjectApi } from '@rmj/cart';
import { hasSession, paths, SESSION_ENDED_MESSAGE, takeSessionEnded } from '@rmj/contracts';
import { PrivacyNotice } from '@rmj/ui';
import { words, type AccountWordKey } from '../../../i18n';
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

const TITLES: Record<AccountMode, AccountWordKey> = {
  login: 'account.title.login',
  create: 'account.title.create',
  verifyRegister: 'account.title.verifyRegister',
  reset: 'account.title.reset',
  verifyReset: 'account.title.verifyReset',
};

function CancelButton({ flow }: { flow: AccountFlow }): JSX.Element {
  const t = words.useT();
  return (
    <button
      type="button"
      className="acc-button acc-button--ghost"
      disabled={flow.busy}
      onClick={() => flow.switchTo('login')}
    >
      {t('account.cancel')}
    </button>
  );
}

function ModeBody({ flow }: { flow: AccountFlow }): JSX.Element {
  const t = words.useT();
  const { mode, busy, email } = flow;
  switch (mode) {
    case 'login':
      return (
        <ModeForm
          schema={loginFormSchema}
          fields={['email', 'password']}
          defaultValues={{ email, password: '' }}
          submitLabel={t('account.submit.login')}
          busy={busy}
          onSubmit={flow.login}
        >
          <button type="button" className="acc-link" disabled={busy} onClick={() => flow.switchTo('reset')}>
            {t('account.forgot')}
          </button>
          <p className="acc-switch">
            {t('account.newHere')}{' '}
            <button type="button" className="acc-link" disabled={busy} onClick={() => flow.switchTo('create')}>
              {t('account.createAccount')}
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
          submitLabel={t('account.submit.register')}
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
          submitLabel={t('account.submit.verify')}
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
          submitLabel={t('account.submit.sendCode')}
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
          submitLabel={t('account.submit.resetPassword')}
          busy={busy}
          onSubmit={flow.verifyReset}
        >
          <CancelButton flow={flow} />
        </ModeForm>
      );
  }
}

const INTROS: Partial<Record<AccountMode, AccountWordKey>> = {
  verifyRegister: 'account.intro.verifyRegister',
  verifyReset: 'account.intro.verifyReset',
  reset: 'account.intro.reset',
};

/** /account: login, create account, verify e-mail, reset password, in the page's language. */
export function AccountPage(): JSX.Element {
  return (
    <words.Provider>
      <AccountScreen />
    </words.Provider>
  );
}

function AccountScreen(): JSX.Element {
  const t = words.useT();
  useInjectApi(accountApi);
  // Checked once on arrival: a stored session goes straight to /welcome (a fresh login waits 1 s).
  const [signedIn] = useState(hasSession);
  // A token the server refused (idle 30 minutes, 12 hours old, logged out elsewhere) was dropped by
  // the API client; the login form says why once, until the shopper does something else.
  const [sessionEnded] = useState(() => !signedIn && takeSessionEnded());
  const flow = useAccountFlow();
  const titleId = useId();
  if (signedIn) return <Navigate to={paths.welcome()} replace />;
  const intro = INTROS[flow.mode];
  const text = intro ? t(intro, { email: flow.email }) : null;
  return (
    <div className="acc-page">
      <section className="acc-card" aria-labelledby={titleId}>
        <p className="acc-eyebrow">{t('account.eyebrow')}</p>
        <h1 id={titleId} className="acc-title">
          {t(TITLES[flow.mode])}
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
