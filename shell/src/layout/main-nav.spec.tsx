import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@rmj/router';
import { LocationProbe } from '../testing/fake-remotes';
import { MainNav } from './main-nav';
import { WithWords } from '../testing/with-words';

function setup(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <MainNav />
      <p>page body</p>
      <LocationProbe />
    </MemoryRouter>,
    { wrapper: WithWords },
  );
  return userEvent.setup();
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const menu = () => screen.getByRole('button', { name: 'Menu' });

describe('MainNav', () => {
  it('has Home, Contact Us and Track Order links and the two groups', () => {
    setup();
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav()).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(nav()).getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/track-order');
    expect(within(nav()).getByRole('button', { name: 'Shop by category' })).toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Customised Jewellery' })).toBeInTheDocument();
  });

  it('opens Shop by category with Women, Men and Kids', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Shop by category' }));
    const links = within(nav())
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Women', '/category/women'],
        ['Men', '/category/men'],
        ['Kids', '/category/kids'],
      ]),
    );
  });

  it('lists the nine customised-jewellery links', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Customised Jewellery' }));
    const dropdown = screen.getByRole('button', { name: 'Customised Jewellery' }).nextElementSibling as HTMLElement;
    const hrefs = within(dropdown)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/custom/women/rings',
      '/custom/women/bracelets',
      '/custom/women/pendants',
      '/custom/men/rings',
      '/custom/men/bracelets',
      '/custom/men/pendants',
      '/custom/kids/rings',
      '/custom/kids/bracelets',
      '/custom/kids/pendants',
    ]);
    expect(within(dropdown).getByRole('link', { name: "Women's Rings" })).toBeInTheDocument();
    expect(within(dropdown).getByRole('link', { name: "Kids' Pendants" })).toBeInTheDocument();
  });

  it('the mobile menu opens, a dropdown has a back button, and a link navigates and closes everything', async () => {
    const user = setup('/contact');
    expect(menu()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu());
    expect(menu()).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toHaveClass('is-open');
    await user.click(screen.getByRole('button', { name: 'Customised Jewellery' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Customised Jewellery' })).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).toHaveClass('is-open');
    await user.click(screen.getByRole('button', { name: 'Customised Jewellery' }));
    await user.click(screen.getByRole('link', { name: "Men's Bracelets" }));
    expect(screen.getByTestId('location')).toHaveTextContent('/custom/men/bracelets');
    expect(menu()).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).not.toHaveClass('is-open');
    expect(screen.getByRole('button', { name: 'Customised Jewellery' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open dropdown on Escape and on a click outside', async () => {
    const user = setup();
    const group = screen.getByRole('button', { name: 'Shop by category' });
    await user.click(group);
    await user.keyboard('{Escape}');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    await user.click(screen.getByText('page body'));
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });
});
