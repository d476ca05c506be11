import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/app/toaster';
import { notifyInfo, notifySuccess, reportError } from '@/lib/errors/notify';

// react-hot-toast keeps a dismissed toast on screen for its exit animation (1 s) before removing it.
const EXIT_ANIMATION_MS = 1000;

function visibleToasts() {
  return screen.queryAllByRole('status').map((element) => element.textContent);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

describe('toaster', () => {
  it('shows at most 3 toasts at once, dismissing the oldest', () => {
    render(<AppToaster />);

    act(() => {
      reportError(new Error('First problem'));
      notifySuccess('Second, a success');
      notifyInfo('Third, a heads-up');
    });
    expect(visibleToasts()).toHaveLength(3);

    act(() => reportError(new Error('Fourth problem')));
    act(() => vi.advanceTimersByTime(EXIT_ANIMATION_MS + 100));

    expect(visibleToasts()).toHaveLength(3);
    expect(screen.queryByText('First problem')).not.toBeInTheDocument();
    expect(screen.getByText('Second, a success')).toBeInTheDocument();
    expect(screen.getByText('Third, a heads-up')).toBeInTheDocument();
    expect(screen.getByText('Fourth problem')).toBeInTheDocument();
  });

  it('keeps each toast for 6 seconds', () => {
    render(<AppToaster />);
    act(() => notifySuccess('Contest updated successfully.'));

    act(() => vi.advanceTimersByTime(5_900));
    expect(screen.getByText('Contest updated successfully.')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(200));
    act(() => vi.advanceTimersByTime(EXIT_ANIMATION_MS + 100));
    expect(screen.queryByText('Contest updated successfully.')).not.toBeInTheDocument();
  });

  it('shows the same message once when it is reported twice in a row', () => {
    render(<AppToaster />);

    act(() => {
      reportError(new Error('Unable to load contests right now.'));
      reportError(new Error('Unable to load contests right now.'));
    });

    expect(screen.getAllByText('Unable to load contests right now.')).toHaveLength(1);
  });

  it('shows toasts raised before the toaster mounted', () => {
    act(() => notifyInfo());
    render(<AppToaster />);

    expect(screen.getByText('Here is a quick heads-up.')).toBeInTheDocument();
  });
});
