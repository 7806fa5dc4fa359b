// The signed-in staff member of this tab: their token and who they are, in sessionStorage under a
// key of its own (never the shopper's `token`), so a shopper session and a staff session never mix
// and closing the tab signs staff out. A small external store, so every screen sees a sign-in,
// sign-out or ended session at once.
import { useSyncExternalStore } from 'react';
import { isStaffRole, type StaffMember } from '@rmj/contracts';

/** The sessionStorage key of the staff session. */
export const STAFF_SESSION_KEY = 'rmjStaffSession';
/** The sessionStorage key of why the session ended, kept until the sign-in page has said so. */
export const STAFF_SIGN_IN_NOTE_KEY = 'rmjStaffSignInNote';

/** What the sign-in page says after the server refused the staff token (idle or signed out elsewhere). */
export const STAFF_SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
/** What the sign-in page says after signing out. */
export const STAFF_SIGNED_OUT_MESSAGE = 'You have been signed out.';

/** Why the sign-in page is shown after a session: the server ended it, or the member signed out. */
export type SignInNote = 'ended' | 'signedOut';

/** What a completed sign-in or set-up stores: the token and who it belongs to (as the answer named them). */
export interface StaffSession {
  token: string;
  staff: StaffMember;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: StaffSession | null } = { raw: null, session: null };

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // access itself throws when storage is disabled
  }
}

function parse(raw: string | null): StaffSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StaffSession> | null;
    const staff = value?.staff;
    if (typeof value?.token !== 'string' || typeof staff !== 'object' || staff === null) return null;
    if (!isStaffRole(staff.role) || typeof staff.name !== 'string' || typeof staff.id !== 'string') return null;
    return { token: value.token, staff };
  } catch {
    return null;
  }
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** The current staff session, or null (the same object until it changes, for React). */
export function readStaffSession(): StaffSession | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(STAFF_SESSION_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, session: parse(raw) };
  return cached.session;
}

/** Stores a completed sign-in (and forgets an earlier "session ended" note). */
export function saveStaffSession(session: StaffSession): void {
  try {
    storage()?.setItem(STAFF_SESSION_KEY, JSON.stringify(session));
    storage()?.removeItem(STAFF_SIGN_IN_NOTE_KEY);
  } catch {
    // Storage refused (quota, private mode): the session lasts as long as this page.
  }
  notify();
}

/** Forgets the session, leaving a note of why so the sign-in page can say so. */
export function clearStaffSession(note: SignInNote): void {
  try {
    storage()?.removeItem(STAFF_SESSION_KEY);
    storage()?.setItem(STAFF_SIGN_IN_NOTE_KEY, note);
  } catch {
    // Nothing stored, nothing to forget.
  }
  notify();
}

/** Why the last session ended, until the sign-in page has said so. */
export function readSignInNote(): SignInNote | undefined {
  try {
    const note = storage()?.getItem(STAFF_SIGN_IN_NOTE_KEY);
    return note === 'ended' || note === 'signedOut' ? note : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the note (the sign-in page has shown it). */
export function clearSignInNote(): void {
  try {
    storage()?.removeItem(STAFF_SIGN_IN_NOTE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The staff session, re-rendering when it starts or ends. */
export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, readStaffSession, readStaffSession);
}
