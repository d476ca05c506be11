// The in-app confirmation every destructive or permanent organizer action asks: a modal alert dialog that takes the
// focus, gives it back to the button that opened it, and answers "no" on Cancel or Escape.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useConfirm, type ConfirmOptions } from '@/components/ui/confirm-dialog';

function Asker(options: ConfirmOptions) {
  const [confirm, dialog] = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(String(await confirm(options)))}>
        Ask
      </button>
      <p>Answer: {answer}</p>
      {dialog}
    </>
  );
}

const question = 'Delete this contest? Players and memes will keep their data, but the contest will be removed.';

describe('the confirmation dialog', () => {
  it('moves the focus in (Cancel first for a destructive action), and Escape cancels and gives it back', async () => {
    render(<Asker message={question} confirmLabel="Delete contest" tone="danger" />);
    const opener = screen.getByRole('button', { name: 'Ask' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete contest' });
    expect(dialog).toHaveAccessibleDescription(question);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Answer: false')).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('answers yes on its confirming button, which says what happens and is focused for a reversible step', async () => {
    render(<Asker message="Move on?" confirmLabel="Advance to Vote" title="Move to the Vote phase" />);
    const opener = screen.getByRole('button', { name: 'Ask' });
    opener.focus();
    fireEvent.click(opener);

    await screen.findByRole('alertdialog', { name: 'Move to the Vote phase' });
    const confirmButton = screen.getByRole('button', { name: 'Advance to Vote' });
    expect(confirmButton).toHaveFocus();
    fireEvent.click(confirmButton);
    expect(await screen.findByText('Answer: true')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('answers no on Cancel', async () => {
    render(<Asker message={question} confirmLabel="Delete contest" tone="danger" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Answer: false')).toBeInTheDocument();
  });
});
