import { act, fireEvent, render, screen } from '@testing-library/react';
import { AnnouncementBar } from './announcement-bar';
import { WithWords } from '../testing/with-words';

const [first, second, third] = [
  'Click to shop Fashion Jewelry',
  'limitless possibilities with our custom jewelry',
  'New Collection Launch - Shop Now',
];

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const text = () => screen.getByTestId('announcement').textContent;

describe('AnnouncementBar', () => {
  it('advances every 5 seconds through the three messages and wraps around', () => {
    render(<AnnouncementBar />, { wrapper: WithWords });
    expect(text()).toBe(first);
    act(() => jest.advanceTimersByTime(4999));
    expect(text()).toBe(first);
    act(() => jest.advanceTimersByTime(1));
    expect(text()).toBe(second);
    act(() => jest.advanceTimersByTime(5000));
    expect(text()).toBe(third);
    act(() => jest.advanceTimersByTime(5000));
    expect(text()).toBe(first);
  });

  it('steps with the previous and next arrows, wrapping at both ends', () => {
    render(<AnnouncementBar />, { wrapper: WithWords });
    fireEvent.click(screen.getByRole('button', { name: 'Previous announcement' }));
    expect(text()).toBe(third);
    fireEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(text()).toBe(first);
    fireEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(text()).toBe(second);
  });

  it('gives a message chosen with an arrow a full 5 seconds', () => {
    render(<AnnouncementBar />, { wrapper: WithWords });
    act(() => jest.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
    act(() => jest.advanceTimersByTime(4000));
    expect(text()).toBe(second);
    act(() => jest.advanceTimersByTime(1000));
    expect(text()).toBe(third);
  });
});
