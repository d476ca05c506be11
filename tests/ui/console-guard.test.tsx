// A UI test that lets the page change outside act(...) (it did not wait for what the page does) or that prints any
// other console.error fails: React reports such updates there, and tests/setup/ui-setup.ts turns every message into
// a failure, so the UI tests stay free of warnings.
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { takeConsoleErrors } from '../setup/ui-setup';

/** Shows 'later' once `after` resolves: an update the test must wait for. */
function Later({ after }: { after: Promise<void> }) {
  const [text, setText] = useState('now');
  useEffect(() => {
    void after.then(() => setText('later'));
  }, [after]);
  return <p>{text}</p>;
}

describe('UI test console guard', () => {
  it('catches an update outside act(...) as a console.error', async () => {
    let settle = () => {};
    const after = new Promise<void>((resolve) => (settle = resolve));
    render(<Later after={after} />);
    settle();
    await after; // the update lands here, outside act
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('later')).toBeInTheDocument();
    expect(takeConsoleErrors()).toEqual([expect.stringContaining('not wrapped in act(...)')]);
  });

  it('finds nothing when the test waits inside act(...)', async () => {
    let settle = () => {};
    const after = new Promise<void>((resolve) => (settle = resolve));
    render(<Later after={after} />);
    await act(async () => {
      settle();
      await after;
    });
    expect(screen.getByText('later')).toBeInTheDocument();
    expect(takeConsoleErrors()).toEqual([]);
  });

  it('catches any other console.error', () => {
    console.error('Something went wrong');
    expect(takeConsoleErrors()).toEqual(['Something went wrong']);
  });
});
