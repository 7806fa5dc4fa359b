// The account screen's state machine (spec section 4): the current mode, the message line, the
// calls of each mode and what follows a success (next mode, stored session, delayed redirect).
import { useState } from 'react';
import { useNavigate } from '@rmj/router';
import { useLoginMutation } from '../api/login';
import { useRegisterMutation } from '../api/register';
import { useResetPasswordRequestMutation } from '../api/reset-password-request';
import { useResetPasswordVerifyMutation } from '../api/reset-password-verify';
import { errorMessage, FALLBACK_MESSAGES, SUCCESS_MESSAGES, successMessage } from './account-messages';
import { saveSession, takeRedirectAfterLogin, type RegisterStartRequest, type SessionData } from '@rmj/contracts';
import type {
  AccountMode,
  CreateForm,
  LoginForm,
  ResetForm,
  VerifyRegisterForm,
  VerifyResetForm,
} from './account-modes';
import { useTimeout } from './use-timeout';

/** Spec section 9: redirect after login or registration, and back to login after a reset. */
const SIGN_IN_REDIRECT_MS = 1000;
const RESET_RETURN_MS = 2000;

export interface AccountFlow {
  mode: AccountMode;
  message: string | null;
  /** The message reports a refused or failed request. */
  messageFailed: boolean;
  /** A request is under way or a redirect is pending. */
  busy: boolean;
  /** The e-mail the current code was sent to (verify modes) or the account just reset (login). */
  email: string;
  switchTo: (mode: AccountMode) => void;
  login: (values: LoginForm) => Promise<void>;
  requestRegistration: (values: CreateForm) => Promise<void>;
  verifyRegistration: (values: VerifyRegisterForm) => Promise<void>;
  requestReset: (values: ResetForm) => Promise<void>;
  verifyReset: (values: VerifyResetForm) => Promise<void>;
}

export function useAccountFlow(): AccountFlow {
  const navigate = useNavigate();
  const schedule = useTimeout();
  const [mode, setMode] = useState<AccountMode>('login');
  const [message, setMessageText] = useState<string | null>(null);
  // A refused request is shown as an error whatever its wording (the server's "Invalid email or
  // password." has neither 'failed' nor 'error' in it); other messages follow the spec's wording rule.
  const [messageFailed, setMessageFailed] = useState(false);
  const setMessage = (text: string | null, failed = false): void => {
    setMessageText(text);
    setMessageFailed(failed);
  };
  const [waiting, setWaiting] = useState(false);
  const [registration, setRegistration] = useState<RegisterStartRequest | null>(null);
  const [email, setEmail] = useState('');
  const [login, loginState] = useLoginMutation();
  // Registration is one endpoint; one hook per step keeps each step's loading state apart.
  const [registerRequest, registerRequestState] = useRegisterMutation();
  const [registerVerify, registerVerifyState] = useRegisterMutation();
  const [resetRequest, resetRequestState] = useResetPasswordRequestMutation();
  const [resetVerify, resetVerifyState] = useResetPasswordVerifyMutation();
  const busy =
    waiting ||
    [loginState, registerRequestState, registerVerifyState, resetRequestState, resetVerifyState].some(
      (s) => s.isLoading,
    );

  /** Runs one call: clears the message, then returns the body or shows the error and returns null. */
  async function call<T>(request: () => { unwrap(): Promise<T> }, fallback: string): Promise<T | null> {
    setMessage(null);
    try {
      return await request().unwrap();
    } catch (error) {
      setMessage(errorMessage(error, fallback), true);
      return null;
    }
  }

  function signIn(session: Partial<SessionData>, text: string, fallback: string): void {
    if (!session.token || !session.userId) {
      setMessage(fallback, true);
      return;
    }
    saveSession(session as SessionData);
    setMessage(text);
    setWaiting(true);
    schedule(() => navigate(takeRedirectAfterLogin()), SIGN_IN_REDIRECT_MS);
  }

  return {
    mode,
    message,
    messageFailed,
    busy,
    email,
    switchTo(next) {
      setMessage(null);
      setRegistration(null);
      setMode(next);
    },
    async login(values) {
      const body = await call(() => login(values), FALLBACK_MESSAGES.login);
      if (!body) return;
      const firstName = body.firstName ?? 'User';
      signIn(body, successMessage(body, SUCCESS_MESSAGES.login(firstName)), FALLBACK_MESSAGES.login);
    },
    async requestRegistration(values) {
      const body = await call(() => registerRequest(values), FALLBACK_MESSAGES.registerRequest);
      if (!body) return;
      setRegistration(values);
      setEmail(values.email);
      setMode('verifyRegister');
      setMessage(successMessage(body, SUCCESS_MESSAGES.codeSent));
    },
    async verifyRegistration({ verificationCode }) {
      if (!registration) return;
      const body = await call(() => registerVerify({ ...registration, verificationCode }), FALLBACK_MESSAGES.verify);
      if (!body) return;
      // Step 2 answers with the session; an answer without a token is refused by signIn.
      const session: Partial<SessionData> = 'token' in body ? body : {};
      signIn(
        { ...session, firstName: session.firstName ?? registration.firstName, lastName: registration.lastName },
        successMessage(body, SUCCESS_MESSAGES.accountCreated),
        FALLBACK_MESSAGES.verify,
      );
    },
    async requestReset(values) {
      const body = await call(() => resetRequest(values), FALLBACK_MESSAGES.resetRequest);
      if (!body) return;
      setEmail(values.email);
      setMode('verifyReset');
      setMessage(successMessage(body, SUCCESS_MESSAGES.codeSent));
    },
    async verifyReset({ verificationCode, newPassword }) {
      const body = await call(() => resetVerify({ email, verificationCode, newPassword }), FALLBACK_MESSAGES.verify);
      if (!body) return;
      setMessage(successMessage(body, SUCCESS_MESSAGES.passwordReset));
      setWaiting(true);
      schedule(() => {
        setWaiting(false);
        setMode('login');
      }, RESET_RETURN_MS);
    },
  };
}
