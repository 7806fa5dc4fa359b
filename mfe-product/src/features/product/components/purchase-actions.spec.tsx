import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { words } from '../../../i18n';
import { PurchaseActions } from './purchase-actions';

function renderActions(onAdd: () => Promise<boolean>) {
  render(
    <words.Provider>
      <PurchaseActions onAdd={onAdd} onBuyNow={async () => {}} busy={false} />
    </words.Provider>,
  );
  return screen.getByRole('status');
}

describe('PurchaseActions', () => {
  it("announces 'Added to cart ✓' through a polite live region that was in the page before", async () => {
    const region = renderActions(async () => true);
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Added to cart ✓');
    expect(screen.getByRole('button', { name: 'Added to cart ✓' })).toBeInTheDocument();
  });

  it('says nothing when the line could not be added', async () => {
    const region = renderActions(async () => false);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(region).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('empties the region when the label goes back, so the next add is announced again', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const region = renderActions(async () => true);
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      await waitFor(() => expect(region).toHaveTextContent('Added to cart ✓'));
      act(() => jest.runOnlyPendingTimers());
      expect(region).toBeEmptyDOMElement();
      expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
