import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLIC_SHOP_SETTINGS_FIXTURE as PUBLIC_DEFAULTS } from '@rmj/catalog/testing';
import { LangProvider } from '@rmj/i18n';
import { installFakeFetch, renderPage } from '@rmj/web-testing';
import { words } from '../../../i18n';
import { ContactPage } from './contact-page';

beforeAll(() => words.load('ta'));

function renderTamil() {
  renderPage(
    <LangProvider lang="ta">
      <ContactPage />
    </LangProvider>,
  );
}

describe('ContactPage in Tamil', () => {
  it('asks for the e-mail in Tamil when it is left empty', async () => {
    installFakeFetch({
      'GET /api/settings': { body: { version: 1, settings: { ...PUBLIC_DEFAULTS, returnWindowDays: 7 } } },
    });
    renderTamil();
    expect(screen.getByRole('heading', { name: 'தொடர்பு கொள்ள' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('பெயர்'), 'ஆஷா');
    // The browser's own check of `required` is bypassed, as a browser without it would submit.
    fireEvent.submit(screen.getByRole('form', { name: 'எங்களுக்கு எழுதுங்கள்' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('மின்னஞ்சல் அவசியம்');
    expect(screen.getByRole('button', { name: 'செய்தியை அனுப்பு' })).toBeInTheDocument();
    expect(await screen.findByText('டெலிவரி ஆன 7 நாட்களுக்குள்')).toBeInTheDocument();
  });

  it('thanks the shopper in Tamil once the message is sent', async () => {
    installFakeFetch({
      'GET /api/settings': { body: { version: 1, settings: PUBLIC_DEFAULTS } },
      'POST /api/contacts': { body: { success: true, message: 'ok' } },
    });
    renderTamil();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'செய்தியை அனுப்பு' }));
    expect(await screen.findByText('நன்றி! உங்கள் செய்தி அனுப்பப்பட்டது. விரைவில் உங்களைத் தொடர்பு கொள்வோம்.')).toBeInTheDocument();
  });
});
