// The "could not load" block every page shares: the connection message unless told otherwise, Try
// again asking once more, and what the page adds after the button.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_CONNECTION_MESSAGE } from '../lib/messages';
import { LoadFailed } from './load-failed';

it('says the shop could not be reached and asks again on Try again', async () => {
  const retry = jest.fn();
  render(<LoadFailed onRetry={retry} />);
  expect(screen.getByRole('alert')).toHaveTextContent(NO_CONNECTION_MESSAGE);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledTimes(1);
});

it("shows the page's own reason and link, and no Try again when there is nothing to ask again", () => {
  render(
    <LoadFailed message="This draft order was not found.">
      <a href="/admin">Back</a>
    </LoadFailed>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('This draft order was not found.');
  expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});
