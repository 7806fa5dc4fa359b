// The signed-in staff member of this tab: their token and who they are, in sessionStorage under a
// key of its own (never the shopper's `token`), so a shopper session and a staff session never mix
// and closing the tab signs staff out. A small external store, so every screen sees a sign-in,
// sign-out or ended session at once.
import { useSyncExternalStore } from 'react';
import { isStaffRole, type StaffRole } from '@rmj/contracts';

/** The sessionStorage key of the staff session. */
export const STAFF_SESSION_KEY = 'rmjStaffSession';
/** The sessionStorage key set when the server ended the session, until the sign-in page has said so. */
export const STAFF_SESSION_ENDED_KEY = 'rmjStaffSessionEnded';

/** What the sign-in page says after the server refused the staff token (idle or signed out elsewhere). */
export const STAFF_SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** The signed-in staff member, as the sign-in answers name them. */
export interface StaffIdentity {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

/** What a completed sign-in or set-up stores. */
export interface StaffSession {
  token: string;
  staff: StaffIdentity;
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
    if (typeof value?.token !== 'string' || !staff || !isStaffRole(staff.role)) return null;
    if (typeof staff.name !== 'string' || typeof staff.id !== 'string') return null;
    return {
      token: value.token,
      staff: { id: staff.id, name: staff.name, email: String(staff.email ?? ''), role: staff.role },
    };
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
    storage()?.removeItem(STAFF_SESSION_ENDED_KEY);
  } catch {
    // Storage refused (quota, private mode): the session lasts as long as this page.
  }
  notify();
}

/** Forgets the session; `ended` leaves a note so the sign-in page explains why. */
export function clearStaffSession({ ended = false }: { ended?: boolean } = {}): void {
  try {
    storage()?.removeItem(STAFF_SESSION_KEY);
    if (ended) storage()?.setItem(STAFF_SESSION_ENDED_KEY, '1');
  } catch {
    // Nothing stored, nothing to forget.
  }
  notify();
}

/** True once after the server ended the session: the note is read and removed. */
export function takeSessionEndedNote(): boolean {
  try {
    const ended = storage()?.getItem(STAFF_SESSION_ENDED_KEY) === '1';
    if (ended) storage()?.removeItem(STAFF_SESSION_ENDED_KEY);
    return ended;
  } catch {
    return false;
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
