import { act, render, screen } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/app/toaster';
import { t } from '@/i18n/i18n';
import { errorMessage, isAbortError, notifyInfo, notifySuccess, reportError } from '@/lib/errors/notify';

/** An error as the SDK raises it for an HTTP response (status ≥ 400) with the given JSON body. */
function responseError(status: number, body: Record<string, unknown>) {
  return new ClientResponseError({
    url: 'http://127.0.0.1:8090/api/collections/contests/records',
    status,
    response: body,
  });
}

afterEach(() => {
  act(() => toast.remove());
});

describe('errorMessage precedence', () => {
  it("uses the error's own message first", () => {
    expect(errorMessage(new Error('Contest name is taken'), 'Unable to create contest.')).toBe('Contest name is taken');
    expect(
      errorMessage({ message: 'Own message', data: { message: 'Data message' } }, 'Unable to create contest.'),
    ).toBe('Own message');
  });

  it("uses the response data's message when the error has none of its own", () => {
    expect(errorMessage({ message: '', data: { message: 'Data message' } }, 'Fallback')).toBe('Data message');
    expect(errorMessage({ response: { message: 'Response message' } }, 'Fallback')).toBe('Response message');
  });

  it('shows the server message an SDK error carries', () => {
    const limit = responseError(400, {
      status: 400,
      message: 'You can create up to 3 contests. Delete an existing contest before starting a new one.',
      data: {},
    });
    expect(errorMessage(limit, 'Unable to create contest.')).toBe(
      'You can create up to 3 contests. Delete an existing contest before starting a new one.',
    );
  });

  it("falls back to the caller's message when neither says anything useful", () => {
    // No body at all (network failure): the SDK fills in a generic placeholder.
    expect(errorMessage(new ClientResponseError({ status: 0 }), 'Unable to load contests right now.')).toBe(
      'Unable to load contests right now.',
    );
    expect(
      errorMessage(
        responseError(400, { message: 'Something went wrong while processing your request.' }),
        'Unable to save contest changes.',
      ),
    ).toBe('Unable to save contest changes.');
    expect(errorMessage({ message: '   ', data: {} }, 'Unable to add player.')).toBe('Unable to add player.');
    expect(errorMessage(null, 'Unable to remove player.')).toBe('Unable to remove player.');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Unable to delete contest.')).toBe(
      'Unable to delete contest.',
    );
  });

  it('uses the default error text without a fallback', () => {
    expect(errorMessage(undefined)).toBe('Something went wrong. Please try again.');
    expect(errorMessage(new ClientResponseError({ status: 0 }))).toBe(t('notify.error'));
  });

  it('recognises aborted requests', () => {
    expect(isAbortError(new ClientResponseError({ isAbort: true }))).toBe(true);
    expect(isAbortError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isAbortError(responseError(404, { message: 'Not found.' }))).toBe(false);
    expect(isAbortError(new Error('Aborted? no'))).toBe(false);
  });
});

describe('toasts', () => {
  it('reports an error as a toast with the chosen text', async () => {
    render(<AppToaster />);
    act(() => reportError(responseError(403, { message: 'Only the owner can do that.' }), 'Unable to delete contest.'));

    expect(await screen.findByText('Only the owner can do that.')).toBeInTheDocument();
  });

  it('ignores aborted requests silently', async () => {
    render(<AppToaster />);
    act(() => {
      reportError(new ClientResponseError({ isAbort: true }), 'Unable to load players for this contest.');
      reportError(
        new DOMException('The operation was aborted.', 'AbortError'),
        'Unable to load memes for this contest.',
      );
      reportError(new Error('Shown after the aborted ones'));
    });

    expect(await screen.findByText('Shown after the aborted ones')).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByText('Unable to load players for this contest.')).not.toBeInTheDocument();
    expect(screen.queryByText('Unable to load memes for this contest.')).not.toBeInTheDocument();
  });

  it('uses the default texts when nothing is given', async () => {
    render(<AppToaster />);
    act(() => {
      reportError(new ClientResponseError({ status: 0 }));
      notifyInfo();
      notifySuccess();
    });

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Here is a quick heads-up.')).toBeInTheDocument();
    expect(screen.getByText('All set!')).toBeInTheDocument();
  });

  // The toast library is no part of a screen's first download (src/lib/errors/notify.ts); the test setup loads it up front.
  it('shows toasts raised before the toast library has loaded, in order, once it has', async () => {
    vi.resetModules();
    const early = await import('@/lib/errors/notify');
    render(<AppToaster />);
    early.notifyInfo('First, before the library');
    early.notifySuccess('Second, before the library');

    expect(await screen.findByText('First, before the library')).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      'Second, before the library',
      'First, before the library',
    ]);
  });
});
