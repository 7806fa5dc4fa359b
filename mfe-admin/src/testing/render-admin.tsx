// Renders the back office as the shell does: the remote's real route list (every page, the
// catalogue's too) in the shop's real store and a router, with a probe of where navigation went.
// Network answers come from @rmj/web-testing's installFakeNetwork; a signed-in staff member from
// signInAs.
import { lazy, Suspense, useMemo, type ComponentType, type JSX } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@rmj/router';
import { CartProvider, createShopStore, type ShopStore } from '@rmj/cart';
import { expandRoutes, type StaffMember, type StaffRole } from '@rmj/contracts';
import { routes } from '../exposes/routes';
import { saveStaffSession, type StaffSession } from '../lib/staff-session';

/** The staff token tests sign in with (what the fake network sees as `Bearer …`). */
export const TEST_STAFF_TOKEN = 'staff-token-1';

/** A staff member per role, as the sign-in answers name them. */
export const testStaff = (role: StaffRole = 'owner', overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: `staff-${role}`,
  name: { owner: 'Meena Raman', staff: 'Arjun Iyer', support: 'Divya Nair' }[role],
  email: `${role}@rmj.test`,
  role,
  active: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

/** Signs this tab in as a staff member of `role` (writes the staff session as a sign-in does). */
export function signInAs(role: StaffRole = 'owner', overrides: Partial<StaffMember> = {}): StaffSession {
  const session = { token: TEST_STAFF_TOKEN, staff: testStaff(role, overrides) };
  saveStaffSession(session);
  return session;
}

/** Where the router is, for assertions. */
export interface AdminLocation {
  current: { pathname: string; search: string; state: unknown };
}

function LocationProbe({ into }: { into: AdminLocation }): null {
  const location = useLocation();
  into.current = { pathname: location.pathname, search: location.search, state: location.state };
  return null;
}

function LazyPage({ load }: { load: () => Promise<unknown> }): JSX.Element {
  const Page = useMemo(() => lazy(() => load().then((component) => ({ default: component as ComponentType }))), [load]);
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <Page />
    </Suspense>
  );
}

/** True while Jest's fake timers are installed (sinon marks its fake setTimeout with a clock). */
function usingFakeTimers(): boolean {
  return 'clock' in setTimeout;
}

/** Renders the back office at `path` (query string allowed); other paths render nothing but the probe. */
export function renderAdmin(
  path = '/admin',
): RenderResult & { store: ShopStore; user: UserEvent; location: AdminLocation } {
  const store = createShopStore({ storage: null });
  const user = userEvent.setup(usingFakeTimers() ? { advanceTimers: jest.advanceTimersByTime } : {});
  const location: AdminLocation = { current: { pathname: '', search: '', state: undefined } };
  const [pathname, search = ''] = path.split('?');
  const utils = render(
    <CartProvider store={store}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '' }]}>
        <Routes>
          {expandRoutes('mfe_admin', routes).map((route) => (
            <Route key={route.path} path={route.path} caseSensitive element={<LazyPage load={route.load} />} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe into={location} />
      </MemoryRouter>
    </CartProvider>,
  );
  return { ...utils, store, user, location };
}
