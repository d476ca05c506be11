// The contest's join link on the organizer's panel: opened, copied, replaced after a confirmation,
// closed, a refusal reported in the server's words, and only offered during participation.
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerConfirmation, players, setupContestPanel } from './support/contest-panel';
import { contestRecord, PB_URL, pbError } from './support/organizer';

const { server, writeText, openContest } = setupContestPanel();

const contest = contestRecord({ status: 'participation' });
const JOIN_LINK_URL = `${PB_URL}/api/contests/${contest.id}/join-link`;
const linkFor = (secret: string) => `${window.location.origin}/join/${contest.id}/${secret}`;

/** The server's side: the join-link routes, and the contest record carrying the current secret. */
function joinLinkServer() {
  const calls: string[] = [];
  let secrets = ['firstsecret', 'secondsecret'];
  let current = '';
  server.use(
    http.post(JOIN_LINK_URL, () => {
      calls.push('open');
      [current = '', ...secrets] = secrets;
      return HttpResponse.json({ join_secret: current });
    }),
    http.delete(JOIN_LINK_URL, () => {
      calls.push('close');
      current = '';
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${PB_URL}/api/collections/contests/records/${contest.id}`, () =>
      HttpResponse.json({ ...contest, join_secret: current }),
    ),
  );
  return calls;
}

const joinCard = async () => (await screen.findByRole('heading', { name: 'Join link' })).closest('section')!;

describe('the join link card', () => {
  it('opens joining, copies the link, replaces it only after a confirmation, and closes it', async () => {
    openContest(contest, { players });
    const calls = joinLinkServer();
    const card = await joinCard();

    fireEvent.click(within(card).getByRole('button', { name: 'Open joining' }));
    expect(await screen.findByText('Joining is open. Share the join link with your community.')).toBeInTheDocument();
    const box = await within(card).findByRole('textbox', { name: 'Join link' });
    expect(box).toHaveValue(linkFor('firstsecret'));

    fireEvent.click(within(card).getByRole('button', { name: 'Copy join link' }));
    expect(await screen.findByText('Join link copied to clipboard.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(linkFor('firstsecret'));

    const replace =
      'Replace the join link? The current link stops working at once; players who joined with it stay. The contest address still lets people join: to stop new players, close joining instead.';
    fireEvent.click(within(card).getByRole('button', { name: 'New link' }));
    await answerConfirmation(replace, 'cancel');
    expect(calls).toEqual(['open']);
    fireEvent.click(within(card).getByRole('button', { name: 'New link' }));
    await answerConfirmation(replace, 'confirm');
    expect(
      await screen.findByText(
        'New join link ready. The old one no longer works; the contest address lets people join until you close joining.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Join link' })).toHaveValue(linkFor('secondsecret'));

    fireEvent.click(within(card).getByRole('button', { name: 'Close joining' }));
    await answerConfirmation('Close joining? The join link stops working; players who joined stay.', 'confirm');
    expect(await screen.findByText('Joining is closed. Players who joined stay in the contest.')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Open joining' })).toBeInTheDocument();
    expect(calls).toEqual(['open', 'open', 'close']);
  });

  it('shows an open link the server already holds, and reports a refusal in its words', async () => {
    openContest(contestRecord({ status: 'participation', join_secret: 'storedsecret' }), { players });
    server.use(
      http.post(JOIN_LINK_URL, () => pbError(400, 'Joining can only be opened during the participation phase.')),
    );
    const card = await joinCard();
    expect(within(card).getByRole('textbox', { name: 'Join link' })).toHaveValue(linkFor('storedsecret'));
    fireEvent.click(within(card).getByRole('button', { name: 'New link' }));
    await answerConfirmation(
      'Replace the join link? The current link stops working at once; players who joined with it stay. The contest address still lets people join: to stop new players, close joining instead.',
      'confirm',
    );
    expect(await screen.findByText('Joining can only be opened during the participation phase.')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Join link' })).toHaveValue(linkFor('storedsecret'));
  });

  it('is not offered once voting has started', async () => {
    openContest(contestRecord({ status: 'vote', join_secret: 'storedsecret' }), { players });
    expect(await screen.findByRole('heading', { name: /Players/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Join link' })).not.toBeInTheDocument();
  });
});
