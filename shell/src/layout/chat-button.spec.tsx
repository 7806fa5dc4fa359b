import { render, screen, waitFor } from '@testing-library/react';
import { PUBLIC_SHOP_SETTINGS_FIXTURE as PUBLIC } from '@rmj/catalog/testing';
import { MemoryRouter } from '@rmj/router';
import { ChatButton } from './chat-button';
import { Footer } from './footer';
import { forgetFrameSettings } from './public-settings';
import { WithWords } from '../testing/with-words';

const g = globalThis as unknown as Record<string, unknown>;
const saved = { fetch: g.fetch, Request: g.Request };

/** Answers GET /api/settings with `status` and `body`; returns the URLs asked for. */
function answerSettings(status: number, body: unknown): string[] {
  const asked: string[] = [];
  g.Request = class {
    constructor(readonly url: string) {}
  };
  g.fetch = async (req: { url: string }) => {
    asked.push(req.url);
    return { ok: status < 300, status, json: async () => body };
  };
  return asked;
}

afterEach(() => {
  Object.assign(g, saved);
  forgetFrameSettings();
});

describe('ChatButton', () => {
  it("opens a chat with the WhatsApp number of the owner's settings", async () => {
    const asked = answerSettings(200, { version: 2, settings: { ...PUBLIC, whatsapp: '098765 43210' } });
    render(<ChatButton phone="919000000000" />, { wrapper: WithWords });
    const chat = screen.getByRole('link', { name: 'Chat with us' });
    await waitFor(() => expect(chat).toHaveAttribute('href', 'https://wa.me/919876543210'));
    expect(asked).toEqual(['/api/settings']);
  });

  it('asks for the settings once for the chat button and the footer together', async () => {
    const asked = answerSettings(200, {
      version: 2,
      settings: { ...PUBLIC, whatsapp: '098765 43210', grievanceOfficer: { name: 'Meena Raj', email: 'g@rmj.in' } },
    });
    render(
      <MemoryRouter>
        <Footer />
        <ChatButton phone="919000000000" />
      </MemoryRouter>,
      { wrapper: WithWords },
    );
    await waitFor(() => expect(screen.getByText(/Grievance officer: Meena Raj/)).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(asked).toEqual(['/api/settings']);
  });

  it('keeps the configured number when the settings cannot be read', async () => {
    const asked = answerSettings(503, { message: 'down' });
    render(<ChatButton phone="919000000000" />, { wrapper: WithWords });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', 'https://wa.me/919000000000');
  });
});
