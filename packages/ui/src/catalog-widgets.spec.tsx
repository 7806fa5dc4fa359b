import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown, Pagination, ProductCard } from './index';
import { visiblePages } from './pagination';

describe('ProductCard', () => {
  it('shows texts, badges, the price in rupees, the struck old price and the weight', () => {
    render(
      <ProductCard
        name="Lotus Ring"
        category="Ring"
        description="Silver"
        badges={['New', '10% OFF']}
        price={12500}
        oldPrice={14000}
        gram={5}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Lotus Ring' })).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('10% OFF')).toBeInTheDocument();
    expect(screen.getByText('₹12,500')).toBeInTheDocument();
    expect(screen.getByText('₹14,000').tagName).toBe('S');
    expect(screen.getByText('(5 gram)')).toBeInTheDocument();
  });

  it('loads a first-screen picture at once with high priority, any other lazily', () => {
    render(
      <>
        <ProductCard name="First" image="/first.svg" price={100} eager />
        <ProductCard name="Later" image="/later.svg" price={100} />
      </>,
    );
    const first = screen.getByRole('img', { name: 'First' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const later = screen.getByRole('img', { name: 'Later' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority', 'high');
  });

  it('runs the action without triggering the card click', async () => {
    const onAction = jest.fn();
    const onClick = jest.fn();
    render(<ProductCard name="Chain" price={100} onAction={onAction} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onClick).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('heading', { name: 'Chain' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('falls back to the placeholder when the image is missing or broken', () => {
    const { rerender } = render(<ProductCard name="A" price={1} fallbackImage="/placeholder.svg" />);
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', '/placeholder.svg');
    rerender(<ProductCard name="B" price={1} image="/broken.jpg" fallbackImage="/placeholder.svg" />);
    const img = screen.getByRole('img', { name: 'B' });
    expect(img).toHaveAttribute('src', '/broken.jpg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/placeholder.svg');
  });
});

describe('Dropdown', () => {
  it('toggles its panel open and closed', async () => {
    render(
      <Dropdown label="Price Range">
        <span>panel</span>
      </Dropdown>,
    );
    const toggle = screen.getByRole('button', { name: /Price Range/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('panel')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByText('panel')).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.queryByText('panel')).not.toBeInTheDocument();
  });

  it('can start open', () => {
    render(
      <Dropdown label="Category" defaultOpen>
        <span>panel</span>
      </Dropdown>,
    );
    expect(screen.getByText('panel')).toBeInTheDocument();
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers numbered pages with Previous and Next', async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={1} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[3], [2]]);
  });
});

describe('visiblePages', () => {
  it('keeps the first, the last and two either side of the current page', () => {
    expect(visiblePages(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(10, 30)).toEqual([1, 0, 8, 9, 10, 11, 12, 0, 30]);
    expect(visiblePages(30, 30)).toEqual([1, 0, 28, 29, 30]);
  });
});
