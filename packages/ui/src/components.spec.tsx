import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBox, Price, Spinner } from './index';

describe('Price', () => {
  it('shows the amount in rupees', () => {
    render(<Price amount={2500} />);
    expect(screen.getByText('₹2,500')).toBeInTheDocument();
  });

  it('strikes through a higher original price and hides an equal one', () => {
    const { rerender } = render(<Price amount={1000} original={1200} />);
    expect(screen.getByText('₹1,200').tagName).toBe('S');
    rerender(<Price amount={1000} original={1000} />);
    expect(screen.queryByText('₹1,200')).not.toBeInTheDocument();
    expect(screen.getAllByText('₹1,000')).toHaveLength(1);
  });
});

describe('Spinner', () => {
  it('is announced as a loading status', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});

describe('ErrorBox', () => {
  it('shows the Error heading and the message, and Retry calls back', async () => {
    const onRetry = jest.fn();
    render(<ErrorBox message="Could not load products." onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('Could not load products.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button without a callback', () => {
    render(<ErrorBox message="Gone." />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
