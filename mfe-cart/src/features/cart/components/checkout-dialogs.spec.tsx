// The checkout's two dialogs as a keyboard user meets them: named dialogs that take the focus,
// Escape where the spec has a way out (Cancel, the overlay's close), none while a payment is under
// way, and the focus back where the shopper was. (Tab staying inside is the browser's modal
// behaviour, checked in e2e/tests/a11y-dialogs.spec.ts: jsdom has none.)
import { act, screen, waitFor, within } from '@testing-library/react';
import { PRIVACY_NOTICES } from '@rmj/contracts';
import { installFakeNetwork } from '@rmj/web-testing';
import { openDetails, replyAsTheShop, ring, startPayment } from '../../../testing/checkout-journey';
import { FakeRazorpay, installFakeRazorpay } from '../../../testing/fake-razorpay';
import { currentPath, logIn, renderShop } from '../../../testing/render-cart';

beforeEach(() => {
  localStorage.clear();
  replyAsTheShop(installFakeNetwork());
  installFakeRazorpay();
});

describe('the customer-details dialog', () => {
  it('is a dialog named by its title that starts on the first field; Escape cancels and the focus goes back', async () => {
    logIn('Asha', 'Iyer');
    const { user } = renderShop('/cart', [ring]);
    const form = await openDetails(user);
    expect(form.tagName).toBe('DIALOG');
    await waitFor(() => expect(within(form).getByLabelText('Full Name')).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Customer Details' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toHaveFocus());
  });

  it('tells the shopper, before they pay, what their details are used for and how long they are kept', async () => {
    logIn('Asha', 'Iyer');
    const { user } = renderShop('/cart', [ring]);
    const form = await openDetails(user);
    const notice = within(form).getByRole('complementary', { name: 'Privacy notice' });
    expect(notice).toHaveTextContent(PRIVACY_NOTICES.checkout.what);
    expect(notice).toHaveTextContent(PRIVACY_NOTICES.checkout.keep);
  });

  it('links the policies beside the pay button, in a new tab so the details typed stay', async () => {
    logIn('Asha', 'Iyer');
    const { user } = renderShop('/cart', [ring]);
    const form = await openDetails(user);
    const link = within(form).getByRole('link', {
      name: 'returns, refunds, cancellation, exchange and shipping policies (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', '/policies');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.closest('p')).toHaveTextContent('Personalised pieces are not returnable.');
  });

  it('Cancel also puts the focus back on Proceed to checkout', async () => {
    logIn('Asha', 'Iyer');
    const { user } = renderShop('/cart', [ring]);
    const form = await openDetails(user);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toHaveFocus());
  });

  it('stays while the payment window is open (Cancel waits too), and Escape cancels again once it is closed', async () => {
    const { form, user } = await startPayment();
    within(form).getByLabelText('City').focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Customer Details' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    act(() => FakeRazorpay.last.dismiss());
    expect(await within(form).findByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
    within(form).getByLabelText('City').focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Customer Details' })).not.toBeInTheDocument();
  });
});

describe('the order-details dialog', () => {
  it('is a dialog named Order Details that starts on its close button', async () => {
    await startPayment();
    FakeRazorpay.last.succeed();
    const overlay = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(overlay.tagName).toBe('DIALOG');
    await waitFor(() => expect(within(overlay).getByRole('button', { name: 'Close order details' })).toHaveFocus());
  });

  it('Escape closes it as its close button does: back to /cart, the focus on the emptied cart’s heading', async () => {
    const { user } = await startPayment();
    FakeRazorpay.last.succeed();
    const overlay = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(await within(overlay).findByText('Order has been saved successfully')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Order Details' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/cart');
    // The button that opened checkout went with the cart's lines: the page's heading takes the focus.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toHaveFocus());
  });
});
