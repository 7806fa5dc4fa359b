// The account screen on a Tamil page (/ta/account): its labels, a field's rule and the server's
// answer in Tamil, the same behaviour as the English page.
import { screen } from '@testing-library/react';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { renderPages } from '../../../testing/render-account';

let net: FakeNetwork;
beforeEach(() => {
  localStorage.clear();
  net = installFakeNetwork();
});

it('shows the sign-in form in Tamil: title, labels, buttons and links', () => {
  renderPages('/account', 'ta');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('உள்நுழை');
  expect(screen.getByLabelText('மின்னஞ்சல்')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('கடவுச்சொல்')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('button', { name: 'உள்நுழை' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'கடவுச்சொல் மறந்துவிட்டதா?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'கணக்கைப் பதிவு செய்யுங்கள்' })).toBeInTheDocument();
  expect(screen.queryByText('Login')).toBeNull();
});

it("says a field's rule in Tamil and sends nothing while it is broken", async () => {
  const { user } = renderPages('/account', 'ta');
  await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'asha@');
  await user.type(screen.getByLabelText('கடவுச்சொல்'), 'Silver123');
  await user.click(screen.getByRole('button', { name: 'உள்நுழை' }));
  expect(await screen.findByText('சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.')).toBeInTheDocument();
  expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
  expect(net.sent).toHaveLength(0);
});

it("shows the server's refusal in Tamil, styled as an error", async () => {
  net.reply('POST /api/login', { status: 401, json: { success: false, message: 'Invalid email or password.' } });
  const { user } = renderPages('/account', 'ta');
  await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'asha@example.com');
  await user.type(screen.getByLabelText('கடவுச்சொல்'), 'Silver123');
  await user.click(screen.getByRole('button', { name: 'உள்நுழை' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு.');
});

it('greets a shopper who signed in from a Tamil page in Tamil', async () => {
  net.reply('POST /api/login', {
    status: 200,
    json: {
      success: true,
      message: 'Login successful. Welcome, Asha!',
      token: 'tok',
      userId: 'u-1',
      firstName: 'Asha',
      lastName: 'Kumar',
    },
  });
  const { user } = renderPages('/account', 'ta');
  await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'asha@example.com');
  await user.type(screen.getByLabelText('கடவுச்சொல்'), 'Silver123');
  await user.click(screen.getByRole('button', { name: 'உள்நுழை' }));
  expect(await screen.findByRole('status')).toHaveTextContent('வெற்றிகரமாக உள்நுழைந்தீர்கள். வருக, Asha!');
});
