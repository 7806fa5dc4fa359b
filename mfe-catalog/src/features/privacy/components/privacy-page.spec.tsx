import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PRIVACY_NOTICES, STORE_DETAILS } from '@rmj/contracts';
import { StaticRouter } from '@rmj/router';
import { renderPage } from '@rmj/web-testing';
import { routes } from '../../../exposes/routes';
import { PrivacyPage } from './privacy-page';

describe('PrivacyPage', () => {
  it('says in full what each short notice says, with the grievance contact from the store’s details', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    for (const notice of Object.values(PRIVACY_NOTICES))
      for (const words of [notice.what, notice.why, notice.keep, notice.withdraw])
        expect(screen.getAllByText(words).length).toBeGreaterThan(0);
    expect(screen.getByText(/tax law requires us to keep for 8 years/)).toBeInTheDocument();
    const contact = screen.getByText(/Grievance Officer,/).closest('address')!;
    expect(within(contact).getByRole('link', { name: STORE_DETAILS.email })).toHaveAttribute(
      'href',
      `mailto:${STORE_DETAILS.email}`,
    );
    expect(within(contact).getByRole('link', { name: STORE_DETAILS.phone })).toBeInTheDocument();
  });

  it('is a catalogue route rendered on the server (no personal data on it)', async () => {
    const route = routes.find((r) => r.path === '/privacy');
    expect(route).toBeDefined();
    expect(route?.clientOnly).toBeFalsy();
    const Page = (await route!.load()) as typeof PrivacyPage;
    const html = renderToString(
      <StaticRouter location="/privacy">
        <Page />
      </StaticRouter>,
    );
    expect(html).toContain('Grievance officer');
    expect(html).toContain(PRIVACY_NOTICES.fingerprint.what);
  });
});
