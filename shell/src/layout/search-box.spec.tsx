import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@rmj/router';
import { LocationProbe } from '../testing/fake-remotes';
import { SearchBox } from './search-box';
import { WithWords } from '../testing/with-words';

function setup() {
  render(
    <MemoryRouter initialEntries={['/contact']}>
      <p>outside</p>
      <SearchBox />
      <LocationProbe />
    </MemoryRouter>,
    { wrapper: WithWords },
  );
  return userEvent.setup();
}

const input = () => screen.queryByRole('textbox', { name: 'Search products' });

describe('SearchBox', () => {
  it('opens from the search icon with the placeholder and focus in the box', async () => {
    const user = setup();
    expect(input()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(input()).toHaveAttribute('placeholder', 'Search for jewellery…');
    expect(input()).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.keyboard('{Escape}');
    expect(input()).not.toBeInTheDocument();
  });

  it('closes on a click outside but not on a click inside', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(input()!);
    expect(input()).toBeInTheDocument();
    await user.click(screen.getByText('outside'));
    expect(input()).not.toBeInTheDocument();
  });

  it('closes with the close control', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(input()).not.toBeInTheDocument();
  });

  it('goes to /search with the trimmed, encoded term, then clears and closes the box', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(input()!, '  silver & gold ring {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=silver%20%26%20gold%20ring');
    expect(input()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(input()).toHaveValue('');
  });

  it('does nothing for an empty or whitespace-only term', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(input()!, '{Enter}');
    await user.type(input()!, '    {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
    expect(input()).toBeInTheDocument();
  });
});
