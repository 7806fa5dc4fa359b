import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@rmj/router';
import { Footer } from './footer';

function setup() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('Footer', () => {
  it("has the four columns, the app block, the follow row and this year's copyright", () => {
    setup();
    for (const title of ['About Us', 'Quick Links', 'Categories', 'Newsletter']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/destination for silver jewellery with quality craftsmanship/)).toBeInTheDocument();
    expect(screen.getByText('Download our app')).toBeInTheDocument();
    expect(screen.getByText('FOLLOW US ON')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
  });

  it('links to the quick links and categories', () => {
    setup();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/',
        '/contact',
        '/track-order',
        '/privacy',
        '/category/men',
        '/category/women',
        '/category/kids',
      ]),
    );
  });

  it('opens the social links in a new tab without giving them the opener', () => {
    setup();
    for (const name of ['Instagram', 'YouTube']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('thanks a valid newsletter address and clears the field', async () => {
    const user = setup();
    const email = screen.getByPlaceholderText('Enter your email');
    expect(email).toHaveAttribute('type', 'email');
    await user.type(email, 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for subscribing!');
    expect(email).toHaveValue('');
  });

  it('keeps an invalid address and says why', async () => {
    const user = setup();
    const email = screen.getByPlaceholderText('Enter your email');
    await user.type(email, 'asha@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const newsletter = screen.getByRole('heading', { name: 'Newsletter' }).parentElement as HTMLElement;
    expect(within(newsletter).getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(email).toHaveValue('asha@');
    expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument();
  });
});
