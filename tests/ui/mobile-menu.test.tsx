import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupPocketBaseMock } from './support/organizer';
import { renderAppShell } from './support/render-app-shell';

setupPocketBaseMock();

// jsdom applies no media queries, so the bar's own links are present too; the menu is the element the
// toggle controls, hidden while closed.
async function setup(path = '/') {
  const user = userEvent.setup();
  const app = renderAppShell(path);
  const toggle = await screen.findByRole('button', { name: 'Menu' });
  const menu = () => document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  return { ...app, user, toggle, menu };
}

describe('mobile menu', () => {
  it('starts closed, with the toggle announcing the menu it controls', async () => {
    const { toggle, menu } = await setup();

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeNull();
    expect(menu()).not.toBeVisible();
  });

  it('opens and closes with the toggle and shows the same items as the bar', async () => {
    const { user, toggle, menu } = await setup();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = menu()!;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(panel).getByRole('link', { name: 'Rules' })).toHaveAttribute('href', '/rules');
    expect(within(panel).getByRole('link', { name: 'Community (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('can be used with the keyboard: Enter opens, Tab reaches the items, Escape closes and returns focus', async () => {
    const { user, toggle, menu } = await setup();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    expect(within(menu()!).getByRole('link', { name: 'About' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes after navigating through one of its links', async () => {
    const { user, toggle, menu, router } = await setup('/');

    await user.click(toggle);
    await user.click(within(menu()!).getByRole('link', { name: 'Rules' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Contest rules' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rules');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeVisible();
  });

  it('closes after any other navigation, such as going back', async () => {
    const { user, toggle, router } = await setup('/about');
    await act(() => router.navigate('/rules'));
    await screen.findByRole('heading', { level: 1, name: 'Contest rules' });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate(-1));

    expect(await screen.findByRole('heading', { level: 1, name: 'About Meme Arena' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus or a click moves outside the bar', async () => {
    const { user, toggle, menu } = await setup('/');
    await screen.findByRole('heading', { level: 1, name: 'Host a meme contest in minutes' });

    await user.click(toggle);
    const panel = menu()!;
    within(panel).getByRole('link', { name: 'Community (opens in a new tab)' }).focus();
    await user.tab();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { level: 2, name: 'How it works' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
