// /admin/sign-in: e-mail and password, then the authenticator's code (or a recovery code). A member
// whose authenticator was never confirmed adds it here (the login answers with its set-up).
import { useEffect, useState, type JSX } from 'react';
import { Navigate, useLocation } from '@rmj/router';
import { useInjectApi } from '@rmj/cart';
import type { StaffLoginRequest, StaffSetupConfirmResponse, TotpEnrolment } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';
import {
  clearSignInNote,
  readSignInNote,
  STAFF_SESSION_ENDED_MESSAGE,
  STAFF_SIGNED_OUT_MESSAGE,
  useStaffSession,
} from '../../../lib/staff-session';
import { useStaffLoginMutation } from '../api/staff-login';
import { useStaffLoginVerifyMutation } from '../api/staff-login-verify';
import { failureMessage } from '../lib/failure';
import { returnPath, useFinishSignIn } from '../lib/use-finish-sign-in';
import { AuthCard } from './auth-card';
import { AuthenticatorStep } from './authenticator-step';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';
import { RecoveryCodesStep } from './recovery-codes-step';

type Step =
  | { step: 'password' }
  | { step: 'code'; challengeToken: string }
  | { step: 'enrol'; setupToken: string; totp: TotpEnrolment }
  | { step: 'codes'; answer: StaffSetupConfirmResponse };

/** What the page says first: the server ended the session, or the member signed out. */
function firstNote(): AuthMessage | undefined {
  const note = readSignInNote();
  if (note === 'ended') return { text: STAFF_SESSION_ENDED_MESSAGE, tone: 'info' };
  if (note === 'signedOut') return { text: STAFF_SIGNED_OUT_MESSAGE, tone: 'ok' };
  return undefined;
}

type AuthMessage = { text: string; tone: 'error' | 'info' | 'ok' };

export function SignInPage(): JSX.Element {
  useInjectApi(adminApi);
  const session = useStaffSession();
  const { state } = useLocation();
  const finish = useFinishSignIn();
  const [step, setStep] = useState<Step>({ step: 'password' });
  const [message, setMessage] = useState<AuthMessage | undefined>(firstNote);
  const [login, loginState] = useStaffLoginMutation();
  const [verify, verifyState] = useStaffLoginVerifyMutation();
  useEffect(() => clearSignInNote(), []);

  // Signed in already (or just now: the session is stored a moment before the navigation lands).
  if (session && step.step !== 'codes') return <Navigate to={returnPath(state)} replace />;
  if (step.step === 'enrol') {
    return (
      <AuthenticatorStep
        setupToken={step.setupToken}
        totp={step.totp}
        onConfirmed={(answer) => setStep({ step: 'codes', answer })}
      />
    );
  }
  if (step.step === 'codes') {
    return (
      <RecoveryCodesStep
        codes={step.answer.recoveryCodes}
        email={step.answer.staff.email}
        onSaved={() => finish(step.answer)}
      />
    );
  }

  const signIn = async (values: StaffLoginRequest) => {
    setMessage(undefined);
    try {
      const answer = await login(values).unwrap();
      setStep(
        answer.step === 'totp'
          ? { step: 'code', challengeToken: answer.challengeToken }
          : { step: 'enrol', setupToken: answer.setupToken, totp: answer.totp },
      );
    } catch (error) {
      setMessage({ text: failureMessage(error), tone: 'error' });
    }
  };
  const check = async (code: string) => {
    if (step.step !== 'code') return;
    setMessage(undefined);
    try {
      finish(await verify({ challengeToken: step.challengeToken, code }).unwrap());
    } catch (error) {
      setMessage({ text: failureMessage(error), tone: 'error' });
    }
  };

  return (
    <AuthCard
      title="Staff sign-in"
      lead={step.step === 'code' ? 'Enter the code your authenticator app shows now.' : undefined}
      message={message}
    >
      {step.step === 'password' ? (
        <PasswordStep busy={loginState.isLoading} onSubmit={signIn} />
      ) : (
        <CodeStep
          busy={verifyState.isLoading}
          onSubmit={check}
          onRestart={() => {
            setMessage(undefined);
            setStep({ step: 'password' });
          }}
        />
      )}
    </AuthCard>
  );
}
