import { screen } from '@testing-library/react';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => sessionStorage.clear());

describe('the back office landing page', () => {
  it('sends a signed-out visitor to the sign-in page', async () => {
    const { location } = renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/admin/sign-in');
  });

  it('greets the owner and links every section, naming who is signed in and their role', async () => {
    signInAs('owner');
    renderAdmin('/admin');
    expect(await screen.findByText('Welcome, Meena Raman. What would you like to do?')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Catalogue', 'Staff', 'Audit']);
    expect(screen.getByText('Owner')).toBeInTheDocument();
  });

  it('hides Staff and Audit from a staff member', async () => {
    signInAs('staff');
    renderAdmin('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Catalogue']);
  });

  it('explains, instead of showing it, a page the role cannot use', async () => {
    signInAs('support');
    renderAdmin('/admin/staff');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
  });
});
