import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupPocketBaseMock } from './support/organizer';
import { renderAppShell, seedSignedInOrganizer } from './support/render-app-shell';

setupPocketBaseMock();

describe('landing page', () => {
  it('shows the tagline, the sign-in call to action and the four steps when signed out', async () => {
    renderAppShell('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Host a meme contest in minutes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first contest' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).not.toBeInTheDocument();

    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Create & Inviteset up the contest and invite friends with unique player URLs.',
      '2Upload Memesplayers upload during the participation phase.',
      '3Anonymous Votingrate memes 1-10 without knowing the creators.',
      '4Crown Winnersfind the top-rated memes.',
    ]);
  });

  it('leads a signed-in organizer to the dashboard', async () => {
    seedSignedInOrganizer();
    renderAppShell('/');

    expect(await screen.findByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Create your first contest' })).not.toBeInTheDocument();
  });

  it('is also served at /home', async () => {
    renderAppShell('/home');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Host a meme contest in minutes' }),
    ).toBeInTheDocument();
  });
});

/** The headings of a section's steps, in order. */
const stepHeadings = (section: HTMLElement) =>
  within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('about page', () => {
  it('shows the organizer and player journeys, four steps each', async () => {
    renderAppShell('/about');

    const organizers = await screen.findByRole('region', { name: 'For organizers' });
    expect(stepHeadings(organizers)).toEqual([
      'Create a contest',
      'Send personal links',
      'Monitor progress',
      'Reveal results',
    ]);
    const players = screen.getByRole('region', { name: 'For players' });
    expect(stepHeadings(players)).toEqual(['Open your link', 'Upload', 'Vote', 'See results']);
  });
});

describe('rules page', () => {
  it('shows the three phases in order', async () => {
    renderAppShell('/rules');

    const phases = await screen.findByRole('region', { name: 'Phases' });
    expect(stepHeadings(phases)).toEqual(['Participation', 'Vote', 'Results']);
  });

  it('states the phase transition requirements the server enforces', async () => {
    renderAppShell('/rules');

    const transitions = await screen.findByRole('region', { name: 'Moving to the next phase' });
    expect(within(transitions).getByText('Participation → Vote').nextElementSibling).toHaveTextContent(
      'At least one meme has been uploaded.',
    );
    expect(within(transitions).getByText('Vote → Results').nextElementSibling).toHaveTextContent(
      'Every meme has received at least one vote.',
    );
    expect(transitions).toHaveTextContent('Phases only move forward');
    expect(transitions).toHaveTextContent('results are final');
  });

  it('states the meme requirements with the configured limits', async () => {
    renderAppShell('/rules');

    const requirements = await screen.findByRole('region', { name: 'Meme requirements' });
    const items = within(requirements)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Formats: PNG, JPG or GIF images.',
      'Size: at most 3 MB per file.',
      'Count: up to the contest’s max memes per player, which the organizer sets between 1 and 10 when creating the contest.',
      'Scores: whole numbers from 1 to 10.',
      'No voting on your own memes.',
      'One rating per meme and player; a new score replaces your previous one.',
      'Votes are anonymous: nobody sees who gave which score.',
    ]);
  });
});

describe('404 page', () => {
  it("shows 'Page Not Found' for any other path, with a way back home", async () => {
    const user = userEvent.setup();
    const { router } = renderAppShell('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go back home' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Host a meme contest in minutes' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
