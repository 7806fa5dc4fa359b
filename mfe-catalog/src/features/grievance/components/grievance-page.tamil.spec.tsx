import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLIC_SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { LangProvider } from '@rmj/i18n';
import { installFakeFetch, renderPage } from '@rmj/web-testing';
import { words } from '../../../i18n';
import { GrievancePage } from './grievance-page';

beforeAll(() => words.load('ta'));

function renderTamil() {
  renderPage(
    <LangProvider lang="ta">
      <GrievancePage />
    </LangProvider>,
  );
}

describe('GrievancePage in Tamil', () => {
  it("words the schema's messages of @rmj/contracts in Tamil", async () => {
    installFakeFetch({ 'GET /api/settings': { body: { version: 1, settings: PUBLIC_SHOP_SETTINGS_FIXTURE } } });
    renderTamil();
    expect(screen.getByRole('heading', { level: 1, name: 'புகார்கள்' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('பொருளின் தரம்');
    await userEvent.click(screen.getByRole('button', { name: 'புகாரை அனுப்பு' }));
    expect(await screen.findByText('உங்கள் பெயரை உள்ளிடுங்கள்.')).toBeInTheDocument();
    expect(screen.getByText('சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.')).toBeInTheDocument();
    expect(screen.getByText('உங்கள் புகார் எதைப் பற்றியது என்று தேர்ந்தெடுங்கள்.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your name.')).toBeNull();
  });

  it("shows the server's thanks and promise in Tamil with the ticket number", async () => {
    installFakeFetch({
      'GET /api/settings': { body: { version: 1, settings: PUBLIC_SHOP_SETTINGS_FIXTURE } },
      'POST /api/grievances': {
        status: 201,
        body: {
          ticket: 'GRV-2026-000123',
          message: 'Thank you. Your complaint is registered.',
          promise: 'We will acknowledge your complaint within 48 hours and resolve it within one month.',
        },
      },
    });
    renderTamil();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('பெயர்'), 'ஆஷா');
    await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'asha@example.in');
    await user.selectOptions(screen.getByLabelText('எதைப் பற்றியது?'), 'பொருளின் தரம்');
    await user.type(screen.getByLabelText('உங்கள் புகாரை விவரியுங்கள்'), 'கொக்கி உடைந்துவிட்டது.');
    await user.click(screen.getByRole('button', { name: 'புகாரை அனுப்பு' }));
    expect(await screen.findByRole('heading', { name: 'நன்றி. உங்கள் புகார் பதிவு செய்யப்பட்டது.' })).toBeInTheDocument();
    expect(screen.getByText('GRV-2026-000123')).toBeInTheDocument();
    expect(screen.getByText('உங்கள் புகாரை 48 மணி நேரத்துக்குள் ஏற்று, ஒரு மாதத்துக்குள் தீர்த்து வைப்போம்.')).toBeInTheDocument();
  });
});
