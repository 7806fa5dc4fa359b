import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CancelOrderButton, InvoiceButton } from './index';

const cancelClasses = { button: 'open', confirm: 'ask', question: 'q', yes: 'yes', no: 'no' };

describe('InvoiceButton', () => {
  it('downloads on a press, waits while the file comes, and says why it failed', async () => {
    const onDownload = jest.fn();
    const { rerender } = render(
      <InvoiceButton onDownload={onDownload} downloading={false} classes={{ button: 'b', problem: 'p' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download tax invoice' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    rerender(<InvoiceButton onDownload={onDownload} downloading classes={{ button: 'b', problem: 'p' }} />);
    expect(screen.getByRole('button', { name: 'Download tax invoice' })).toBeDisabled();
    rerender(
      <InvoiceButton
        onDownload={onDownload}
        downloading={false}
        problem="The tax invoice is issued when the order ships."
        classes={{ button: 'b', problem: 'p', box: 'box' }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Download tax invoice' });
    expect(button).toHaveAccessibleDescription('The tax invoice is issued when the order ships.');
    expect(screen.getByRole('alert')).toHaveClass('p');
    expect(button.parentElement).toHaveClass('box');
  });
});

it('downloads a credit note under a button that names it', async () => {
  const onDownload = jest.fn();
  render(
    <InvoiceButton
      onDownload={onDownload}
      downloading={false}
      label="Download credit note CN/26-27/000003"
      classes={{ button: 'b', problem: 'p' }}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Download credit note CN/26-27/000003' }));
  expect(onDownload).toHaveBeenCalledTimes(1);
});

describe('CancelOrderButton', () => {
  it('asks first; keeping the order sends nothing and goes back to the button', async () => {
    const onConfirm = jest.fn();
    render(
      <CancelOrderButton
        question="Cancel this order?"
        note="You can cancel this order until 3 pm."
        onConfirm={onConfirm}
        busy={false}
        classes={{ ...cancelClasses, box: 'box', note: 'note' }}
      />,
    );
    expect(screen.getByText('You can cancel this order until 3 pm.')).toHaveClass('note');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const question = screen.getByRole('group', { name: 'Cancel this order?' });
    expect(within(question).getByRole('button', { name: 'Yes, cancel the order' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Keep the order' }));
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels on Yes, waits meanwhile, and closes the question once it settles', async () => {
    let settle!: () => void;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const { rerender } = render(
      <CancelOrderButton question="Cancel this order?" onConfirm={onConfirm} busy={false} classes={cancelClasses} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(<CancelOrderButton question="Cancel this order?" onConfirm={onConfirm} busy classes={cancelClasses} />);
    expect(screen.getByRole('button', { name: 'Yes, cancel the order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep the order' })).toBeDisabled();
    settle();
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
