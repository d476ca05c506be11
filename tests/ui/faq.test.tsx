import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupPocketBaseMock } from './support/organizer';
import { renderAppShell } from './support/render-app-shell';

setupPocketBaseMock();

const questions = [
  'What is Meme Arena?',
  'Do I need an account?',
  'How much does it cost?',
  'Who decides when each phase starts?',
  'How are votes handled?',
  'I found a bug. How do I report it?',
];

async function renderFaq() {
  const user = userEvent.setup();
  renderAppShell('/about');
  const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
  return { user, faq };
}

describe('About page FAQ accordion', () => {
  it('lists the six questions as collapsed buttons, each controlling its own hidden answer', async () => {
    const { faq } = await renderFaq();

    const buttons = within(faq).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(questions);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls')!);
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
    expect(within(faq).queryAllByRole('region')).toHaveLength(0);
  });

  it('opens an answer as a region named by its question, and closes it again', async () => {
    const { user, faq } = await renderFaq();
    const cost = within(faq).getByRole('button', { name: 'How much does it cost?' });

    await user.click(cost);

    expect(cost).toHaveAttribute('aria-expanded', 'true');
    const answer = within(faq).getByRole('region', { name: 'How much does it cost?' });
    expect(answer).toBeVisible();
    expect(answer).toHaveAttribute('id', cost.getAttribute('aria-controls'));
    expect(answer).toHaveTextContent('Meme Arena is free');
    expect(answer).toHaveTextContent('up to 3 contests');

    await user.click(cost);
    expect(cost).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).queryByRole('region', { name: 'How much does it cost?' })).not.toBeInTheDocument();
  });

  it('keeps several answers open independently, one region per question', async () => {
    const { user, faq } = await renderFaq();

    await user.click(within(faq).getByRole('button', { name: 'How are votes handled?' }));
    await user.click(within(faq).getByRole('button', { name: 'Do I need an account?' }));

    expect(within(faq).getAllByRole('region')).toHaveLength(2);
    expect(within(faq).getByRole('region', { name: 'How are votes handled?' })).toHaveTextContent(/anonymous/i);
    expect(within(faq).getByRole('region', { name: 'Do I need an account?' })).toHaveTextContent(
      'Players need no account',
    );
  });

  it('works from the keyboard and points bug reports to the community chat in a new tab', async () => {
    const { user, faq } = await renderFaq();
    const bug = within(faq).getByRole('button', { name: 'I found a bug. How do I report it?' });

    bug.focus();
    await user.keyboard('{Enter}');
    expect(bug).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(bug).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');

    const link = within(within(faq).getByRole('region', { name: /found a bug/ })).getByRole('link', {
      name: /chat community/i,
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
