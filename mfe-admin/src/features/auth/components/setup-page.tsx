// /admin/setup?email=: the owner's first set-up and an invitee's. The mailed code, a name and a
// password; then the authenticator (QR code and key, confirmed by its first code); then the ten
// recovery codes, shown once; then signed in.
import { useState, type JSX } from 'react';
import { Link, useSearchParams } from '@rmj/router';
import { useInjectApi } from '@rmj/cart';
import type { StaffSetupConfirmResponse, StaffSetupRequest, TotpEnrolment } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';
import { ADMIN_PATHS } from '../../../lib/admin-paths';
import { useStaffSetupMutation } from '../api/staff-setup';
import { failureMessage } from '../lib/failure';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { AuthCard } from './auth-card';
import { AuthenticatorStep } from './authenticator-step';
import { RecoveryCodesStep } from './recovery-codes-step';
import { SetupDetailsStep } from './setup-details-step';

type Step =
  | { step: 'details' }
  | { step: 'enrol'; setupToken: string; totp: TotpEnrolment }
  | { step: 'codes'; answer: StaffSetupConfirmResponse };

export function SetupPage(): JSX.Element {
  useInjectApi(adminApi);
  const [search] = useSearchParams();
  const finish = useFinishSignIn();
  const [step, setStep] = useState<Step>({ step: 'details' });
  const [failure, setFailure] = useState<string>();
  const [setup, { isLoading }] = useStaffSetupMutation();

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
  const submit = async (values: StaffSetupRequest) => {
    setFailure(undefined);
    try {
      const answer = await setup(values).unwrap();
      setStep({ step: 'enrol', setupToken: answer.setupToken, totp: answer.totp });
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };
  // The set-up mail's link says whom it is for: the owner's first account, or an invitee by name.
  const forOwner = search.get('for') === 'owner';
  return (
    <AuthCard
      title={forOwner ? "Set up the owner's account" : 'Set up your staff account'}
      lead="Enter the code from your e-mail and choose your name and password. Next you will add an authenticator app."
      message={failure ? { text: failure, tone: 'error' } : undefined}
    >
      <SetupDetailsStep
        email={search.get('email') ?? ''}
        name={forOwner ? '' : (search.get('name') ?? '').slice(0, 60)}
        busy={isLoading}
        onSubmit={submit}
      />
      <p className="adm-field-hint">
        Already set up? <Link to={ADMIN_PATHS.signIn}>Sign in</Link>
      </p>
    </AuthCard>
  );
}
