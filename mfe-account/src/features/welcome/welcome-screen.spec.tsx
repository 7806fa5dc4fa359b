// /welcome: greeting from storage (default 'User'), Go to purchase, Logout, and the guard.
import { screen } from '@testing-library/react';
import { currentPath, renderPages } from '../../testing/render-account';

beforeEach(() => {
  localStorage.clear();
});

function storeSession(firstName?: string) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userId', 'u-1');
  if (firstName) localStorage.setItem('firstName', firstName);
  localStorage.setItem('lastName', 'Pillai');
}

it('greets the stored first name', () => {
  storeSession('Lakshmi');
  renderPages('/welcome');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Lakshmi!');
  expect(screen.getByText('You have successfully logged in to your account.')).toBeInTheDocument();
});

it('greets "User" when no first name is stored', () => {
  storeSession();
  renderPages('/welcome');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, User!');
});

it('Go to purchase opens the all-products listing and keeps the session', async () => {
  storeSession('Lakshmi');
  const { user } = renderPages('/welcome');
  await user.click(screen.getByRole('button', { name: 'Go to purchase' }));
  expect(currentPath()).toBe('/all-products');
  expect(localStorage.getItem('token')).toBe('tok');
});

it('Logout clears token, userId, firstName and lastName and opens the login form', async () => {
  storeSession('Lakshmi');
  localStorage.setItem('rmjCart', '[]');
  const { user } = renderPages('/welcome');
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  expect(currentPath()).toBe('/account');
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  for (const key of ['token', 'userId', 'firstName', 'lastName']) expect(localStorage.getItem(key)).toBeNull();
  expect(localStorage.getItem('rmjCart')).toBe('[]');
});

it('sends a visitor without a session to /account', () => {
  localStorage.setItem('firstName', 'Ghost');
  renderPages('/welcome');
  expect(currentPath()).toBe('/account');
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
});
