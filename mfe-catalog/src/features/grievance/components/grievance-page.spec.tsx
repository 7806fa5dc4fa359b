import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GRIEVANCE_MESSAGES, PRIVACY_NOTICES } from '@rmj/contracts';
import { PUBLIC_SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { installFakeFetch, renderPage, requestsTo } from '@rmj/web-testing';
import { GrievancePage } from './grievance-page';

const TICKET_ANSWER = {
  status: 201,
  body: {
    ticket: 'GRV-2026-000123',
    message: 'Thank you. Your complaint is registered.',
    promise: 'We will acknowledge your complaint within 48 hours and resolve it within one month.',
  },
};

async function fill(user: ReturnType<typeof userEvent.setup>, orderNumber = '') {
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  if (orderNumber) await user.type(screen.getByLabelText('Order number (optional)'), orderNumber);
  await user.selectOptions(screen.getByLabelText('What is it about?'), 'Product quality');
  await user.type(screen.getByLabelText('Describe your complaint'), 'The clasp broke.');
}

describe('GrievancePage', () => {
  it('shows the fields, the privacy notice, nothing chosen for the shopper and no ticked box', () => {
    installFakeFetch({});
    const { container } = renderPage(<GrievancePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Complaints' })).toBeInTheDocument();
    expect(screen.getByLabelText('What is it about?')).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose one',
      'Order or delivery',
      'Product quality',
      'Refund',
      'Personal data',
      'Something else',
    ]);
    expect(screen.getByRole('complementary', { name: 'Privacy notice' })).toHaveAttribute(
      'data-notice-version',
      '2026-11-29',
    );
    expect(container.querySelectorAll('input[type="checkbox"]:checked')).toHaveLength(0);
    expect(screen.getByText('0 of 2000 characters')).toBeInTheDocument();
  });

  it('names the grievance officer the owner set, here and in the notice', async () => {
    const officer = { name: 'Meena Raj', email: 'grievance@rmj.in', phone: '+91 98765 43210' };
    installFakeFetch({
      'GET /api/settings': {
        body: { version: 2, settings: { ...PUBLIC_SHOP_SETTINGS_FIXTURE, grievanceOfficer: officer } },
      },
    });
    renderPage(<GrievancePage />);
    expect(await screen.findByRole('link', { name: 'grievance@rmj.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@rmj.in',
    );
    expect(screen.getByRole('complementary', { name: 'Privacy notice' })).toHaveTextContent(
      PRIVACY_NOTICES.grievance.withdraw('grievance@rmj.in'),
    );
  });

  it('points to the contact page, naming no e-mail, when the settings cannot be read', async () => {
    installFakeFetch({ 'GET /api/settings': { status: 503, body: { message: 'down' } } });
    renderPage(<GrievancePage />);
    expect(await screen.findByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('complementary', { name: 'Privacy notice' })).toHaveTextContent(
      PRIVACY_NOTICES.grievance.withdraw(),
    );
    expect(document.body).not.toHaveTextContent(PUBLIC_SHOP_SETTINGS_FIXTURE.email);
  });

  it('shows each field’s exact message and sends nothing while the form is wrong', async () => {
    const seen = installFakeFetch({ 'POST /api/grievances': TICKET_ANSWER });
    const user = userEvent.setup();
    renderPage(<GrievancePage />);
    await user.type(screen.getByLabelText('Order number (optional)'), 'RMJ-12');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText(GRIEVANCE_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(GRIEVANCE_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(GRIEVANCE_MESSAGES.orderNumber)).toBeInTheDocument();
    expect(screen.getByText(GRIEVANCE_MESSAGES.subject)).toBeInTheDocument();
    expect(screen.getByText(GRIEVANCE_MESSAGES.description)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(seen, '/api/grievances')).toHaveLength(0);
  });

  it('sends the complaint and shows the ticket number at once', async () => {
    const seen = installFakeFetch({ 'POST /api/grievances': TICKET_ANSWER });
    const user = userEvent.setup();
    renderPage(<GrievancePage />);
    await fill(user, 'rmj-abcde12345');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText('GRV-2026-000123')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thank you. Your complaint is registered.' })).toBeInTheDocument();
    expect(
      screen.getByText('We will acknowledge your complaint within 48 hours and resolve it within one month.'),
    ).toBeInTheDocument();
    const [sent] = requestsTo(seen, '/api/grievances');
    expect(sent.body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      orderNumber: 'RMJ-ABCDE12345',
      subject: 'product-quality',
      description: 'The clasp broke.',
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('shows the server’s message and keeps what was typed', async () => {
    installFakeFetch({
      'POST /api/grievances': { status: 429, body: { statusCode: 429, message: 'Too many requests. Please wait.' } },
    });
    const user = userEvent.setup();
    renderPage(<GrievancePage />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait.');
    expect(screen.getByLabelText('Describe your complaint')).toHaveValue('The clasp broke.');
  });
});
