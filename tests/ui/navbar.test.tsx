import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { sessionOverride } from './support/host-session-override';
import { setupPocketBaseMock } from './support/organizer';
import { renderAppShell, seedSignedInOrganizer } from './support/render-app-shell';

setupPocketBaseMock();

// The real provider answers every hook call; a test may hold `ready` back to show the loading state.
vi.mock('@/lib/session/host-session', async (importOriginal) =>
  (await import('./support/host-session-override')).withSessionOverride(importOriginal),
);

async function mainNavigation() {
  return screen.findByRole('navigation', { name: 'Main' });
}

describe('navigation bar', () => {
  it('links the logo home and shows About, Rules and the community chat in a new tab', async () => {
    renderAppShell('/rules');
    const nav = await mainNavigation();

    expect(within(nav).getByRole('link', { name: 'Meme Arena' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    const rules = within(nav).getByRole('link', { name: 'Rules' });
    expect(rules).toHaveAttribute('href', '/rules');
    expect(rules).toHaveAttribute('aria-current', 'page');

    const community = within(nav).getByRole('link', { name: /community/i });
    expect(community).toHaveAttribute('href', env.communityUrl);
    expect(community).toHaveAttribute('target', '_blank');
    expect(community.getAttribute('rel')).toContain('noopener');
    expect(community).toHaveAccessibleName('Community (opens in a new tab)');
  });

  it('shows no account control until the session is ready', async () => {
    seedSignedInOrganizer({ avatar: 'face.png' });
    sessionOverride.ready = false;
    renderAppShell('/about');
    const nav = await mainNavigation();

    expect(within(nav).getByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /dashboard/i })).not.toBeInTheDocument();
    expect(nav.querySelector('img')).toBeNull();
  });

  it('offers a Login button to /login when signed out', async () => {
    renderAppShell('/about');
    const nav = await mainNavigation();

    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('link', { name: /dashboard/i })).not.toBeInTheDocument();
  });

  it('shows the avatar thumbnail linking to the dashboard when signed in with a picture', async () => {
    const user = seedSignedInOrganizer({ username: 'memequeen', avatar: 'face_abc123.png' });
    renderAppShell('/about');
    const nav = await mainNavigation();

    const account = within(nav).getByRole('link', { name: 'Your dashboard (signed in as memequeen)' });
    expect(account).toHaveAttribute('href', '/dashboard');
    const picture = account.querySelector('img');
    expect(picture).not.toBeNull();
    const url = new URL(picture!.getAttribute('src')!);
    expect(url.pathname).toBe(`/api/files/${user.collectionId}/${user.id}/face_abc123.png`);
    expect(url.searchParams.get('thumb')).toBe('100x100');
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('falls back to the initial when the avatar picture fails to load', async () => {
    seedSignedInOrganizer({ username: 'memequeen', avatar: 'face_abc123.png' });
    renderAppShell('/about');
    const account = within(await mainNavigation()).getByRole('link', { name: /your dashboard/i });

    fireEvent.error(account.querySelector('img')!);

    expect(account.querySelector('img')).toBeNull();
    expect(account).toHaveTextContent(/^m$/);
  });

  it('shows the first letter of the username without a picture', async () => {
    seedSignedInOrganizer({ username: 'zorro', name: 'Don Diego', avatar: '' });
    renderAppShell('/about');
    const account = within(await mainNavigation()).getByRole('link', { name: /your dashboard/i });

    expect(account).toHaveAttribute('href', '/dashboard');
    expect(account.querySelector('img')).toBeNull();
    expect(account).toHaveTextContent(/^z$/);
  });

  it('uses the first letter of the name when there is no username', async () => {
    seedSignedInOrganizer({ username: '', name: 'Bea', avatar: '' });
    renderAppShell('/about');
    const account = within(await mainNavigation()).getByRole('link', { name: 'Your dashboard (signed in as Bea)' });

    expect(account).toHaveTextContent(/^B$/);
  });

  it("shows 'You' without a picture, username or name", async () => {
    seedSignedInOrganizer({ username: '', name: '  ', avatar: '' });
    renderAppShell('/about');
    const account = within(await mainNavigation()).getByRole('link', { name: 'Your dashboard' });

    expect(account).toHaveAttribute('href', '/dashboard');
    expect(account).toHaveTextContent(/^You$/);
  });

  it('starts with a skip link that moves keyboard focus past the bar to the page content', async () => {
    const user = userEvent.setup();
    renderAppShell('/rules');
    await screen.findByRole('heading', { level: 1, name: 'Contest rules' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');

    const content = document.getElementById('content');
    expect(content).toHaveFocus();
    expect(content).toContainElement(screen.getByRole('heading', { level: 1, name: 'Contest rules' }));
  });
});
