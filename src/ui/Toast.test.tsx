import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastMessage } from './Toast.tsx';

/** A screen's handle on the toasts: what useToast gives it. */
let show: (toast: ToastMessage) => void = () => undefined;

function Screen() {
  show = useToast();
  return null;
}

function renderToasts() {
  return render(
    <ToastProvider regionLabel="Notifications">
      <Screen />
    </ToastProvider>,
  );
}

const toast = (message: ToastMessage) => act(() => show(message));

describe('ToastProvider', () => {
  // The toasts' 3 s are timers: fake ones let a test step past them without waiting.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a region named by its label, empty until a toast is shown', () => {
    renderToasts();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
  });

  it('announces success and warning politely, as a status, and errors assertively, as an alert', () => {
    renderToasts();
    toast({ tone: 'success', text: 'Group saved' });
    toast({ tone: 'warning', text: 'Terminal 20000001 is offline' });
    toast({ tone: 'error', text: 'The call could not be set up' });
    expect(screen.getAllByRole('status').map((shown) => shown.textContent)).toEqual(['Group saved', 'Terminal 20000001 is offline']);
    expect(screen.getByRole('alert')).toHaveTextContent('The call could not be set up');
  });

  it('shows its text as text, never as markup', () => {
    renderToasts();
    const text = 'Unknown user <img src=x onerror=alert(1)>';
    toast({ tone: 'error', text });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert.querySelector('img')).toBeNull();
  });

  it('takes each toast away after its 3 s, not before', () => {
    renderToasts();
    toast({ tone: 'success', text: 'Group saved' });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Group saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the four newest when more arrive at once', () => {
    renderToasts();
    for (const n of [1, 2, 3, 4, 5]) toast({ tone: 'success', text: `Saved ${n}` });
    expect(screen.getAllByRole('status').map((shown) => shown.textContent)).toEqual(['Saved 2', 'Saved 3', 'Saved 4', 'Saved 5']);
  });

  it('leaves no timer running once it is gone', () => {
    const { unmount } = renderToasts();
    toast({ tone: 'warning', text: 'Reconnecting' });
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useToast', () => {
  it('outside a provider, shows nothing and does not throw', () => {
    render(<Screen />);
    expect(() => act(() => show({ tone: 'error', text: 'lost' }))).not.toThrow();
    expect(screen.queryByText('lost')).toBeNull();
  });
});
