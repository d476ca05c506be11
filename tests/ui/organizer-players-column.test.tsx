// The organizer's contest panel, players column: the list, adding and removing players, links and QR codes.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  alice,
  bob,
  players,
  aliceMeme,
  bobMeme,
  playerRow,
  findPlayer,
  setupContestPanel,
  answerConfirmation,
} from './support/contest-panel';
import {
  contestRecord,
  memeRecord,
  panelListHandler,
  panelListUrl,
  pbError,
  playerRecord,
  recordsUrl,
  recordUrl,
  voteRecord,
} from './support/organizer';

const { server, writeText, openContest } = setupContestPanel();

describe('contest detail panel', () => {
  describe('players column', () => {
    it('lists players with meme counts, and averages with two decimals in results', async () => {
      openContest(contestRecord({ status: 'results' }), {
        players,
        memes: [aliceMeme, memeRecord({ id: 'memealice000002', player: alice.id }), bobMeme],
        votes: [voteRecord('v1', bobMeme.id, alice.id)],
      });
      const column = await screen.findByRole('region', { name: /Players/ });
      expect(within(column).getByRole('heading', { name: 'Players 3 in total' })).toBeInTheDocument();
      await within(column).findByText('alice', { selector: 'p' });
      expect(within(playerRow('alice')).getByText('2/2 memes')).toBeInTheDocument();
      expect(within(playerRow('alice')).getByText('1/1 votes')).toBeInTheDocument();
      expect(within(playerRow('alice')).getByText('7.25')).toBeInTheDocument();
      expect(within(playerRow('bob')).getByText('1/2 memes')).toBeInTheDocument();
      expect(within(playerRow('bob')).getByText('4.00')).toBeInTheDocument();
      expect(within(playerRow('carol')).getByText('0/3 votes')).toBeInTheDocument();
      expect(within(column).queryByPlaceholderText('Player username')).not.toBeInTheDocument();
    });

    it('hides votes in participation and adds a player only with a username', async () => {
      const contest = contestRecord();
      const bodies: Record<string, unknown>[] = [];
      let current = [alice];
      server.use(
        http.post(recordsUrl('players'), async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          bodies.push(body);
          current = [...current, playerRecord({ id: 'playerdave00001', username: String(body.username) })];
          return HttpResponse.json(current.at(-1));
        }),
      );
      openContest(contest, { players: [alice] });
      server.use(panelListHandler('players', contest.id, () => current));

      await findPlayer('alice');
      expect(within(playerRow('alice')).getByText('0/2 memes')).toBeInTheDocument();
      expect(within(playerRow('alice')).queryByText(/votes$/)).not.toBeInTheDocument();

      const input = screen.getByPlaceholderText('Player username');
      expect(input).toHaveAccessibleName('Player username');
      const add = screen.getByRole('button', { name: 'Add player' });
      expect(add).toBeDisabled();
      fireEvent.change(input, { target: { value: '   ' } });
      expect(add).toBeDisabled();

      fireEvent.change(input, { target: { value: 'Alice' } });
      fireEvent.click(add);
      expect(await screen.findByText('Player usernames must be unique within a contest.')).toBeInTheDocument();

      fireEvent.change(input, { target: { value: '  dave ' } });
      fireEvent.click(add);
      expect(await screen.findByText('Player added successfully.')).toBeInTheDocument();
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({
        username: 'dave',
        email: 'dave@contest00000001.com',
        emailVisibility: false,
        contest: contest.id,
      });
      expect(input).toHaveValue('');
      expect(await findPlayer('dave')).toBeInTheDocument();
    });

    it('refuses a username that would pass for another player’s, in the server’s words, before sending', async () => {
      let sent = 0;
      server.use(
        http.post(recordsUrl('players'), () => {
          sent += 1;
          return HttpResponse.json(playerRecord({ id: 'playerdave00001', username: 'dave' }));
        }),
      );
      openContest(contestRecord(), { players: [alice] });
      const input = await screen.findByPlaceholderText('Player username');
      const add = screen.getByRole('button', { name: 'Add player' });
      fireEvent.change(input, { target: { value: '\u0430lice' } }); // a Cyrillic а
      fireEvent.click(add);
      expect(
        await screen.findByText(
          "This username looks like another player's in this contest. Pick one that looks different.",
        ),
      ).toBeInTheDocument();
      fireEvent.change(input, { target: { value: 'ali\u200bce' } });
      fireEvent.click(add);
      expect(
        await screen.findByText('Player usernames cannot contain invisible, control or text-direction characters.'),
      ).toBeInTheDocument();
      expect(input).toHaveValue('ali\u200bce');
      expect(sent).toBe(0);
    });

    it('keeps the typed username when the server refuses it', async () => {
      openContest(contestRecord(), { players: [alice] });
      server.use(
        http.post(recordsUrl('players'), () =>
          pbError(400, 'You can only add players during the participation phase.'),
        ),
      );
      const input = await screen.findByPlaceholderText('Player username');
      fireEvent.change(input, { target: { value: 'latecomer' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add player' }));
      expect(await screen.findByText('You can only add players during the participation phase.')).toBeInTheDocument();
      expect(input).toHaveValue('latecomer');
    });

    it('copies a player link, and offers it for manual copy when the clipboard refuses', async () => {
      openContest(contestRecord(), { players });
      await findPlayer('alice');
      fireEvent.click(within(playerRow('alice')).getByRole('button', { name: 'Copy link for alice' }));
      expect(await screen.findByText('Player link copied to clipboard.')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith(
        `${window.location.origin}/player/playeralice0001?token=token-of-playeralice0001`,
      );

      writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
      fireEvent.click(within(playerRow('bob')).getByRole('button', { name: 'Copy link for bob' }));
      expect(
        await screen.findByText('Unable to copy link automatically. Try copying it manually.'),
      ).toBeInTheDocument();
      expect(within(playerRow('bob')).getByRole('textbox', { name: 'Link for bob' })).toHaveValue(
        `${window.location.origin}/player/playerbob000001?token=token-of-playerbob000001`,
      );
    });

    it('says the link is unavailable for a player without a token', async () => {
      openContest(contestRecord(), {
        players: [playerRecord({ id: 'playernotoken01', username: 'ghost', auth_token: '' })],
      });
      await findPlayer('ghost');
      fireEvent.click(screen.getByRole('button', { name: 'Copy link for ghost' }));
      expect(
        await screen.findByText('The player link is unavailable right now. Try refreshing this contest.'),
      ).toBeInTheDocument();
      expect(writeText).not.toHaveBeenCalled();
    });

    it("copies every player's name and link at once", async () => {
      openContest(contestRecord(), { players: [alice, bob] });
      await findPlayer('alice');
      fireEvent.click(screen.getByRole('button', { name: 'Copy all links' }));
      expect(await screen.findByText('All player links copied to clipboard.')).toBeInTheDocument();
      const origin = window.location.origin;
      expect(writeText).toHaveBeenCalledWith(
        `alice: ${origin}/player/playeralice0001?token=token-of-playeralice0001\n` +
          `bob: ${origin}/player/playerbob000001?token=token-of-playerbob000001`,
      );
    });

    it('shows a player link as a QR code', async () => {
      openContest(contestRecord(), { players: [alice] });
      await findPlayer('alice');
      fireEvent.click(screen.getByRole('button', { name: 'Show QR code for alice' }));
      const dialog = await screen.findByRole('dialog', { name: 'QR code for alice' });
      const image = await within(dialog).findByRole('img', { name: 'QR code of the player link for alice' });
      expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('removes a player after the confirmation', async () => {
      const deleted: string[] = [];
      openContest(contestRecord(), { players });
      server.use(
        http.delete(recordUrl('players'), ({ params }) => {
          deleted.push(String(params.id));
          return new HttpResponse(null, { status: 204 });
        }),
      );
      await findPlayer('bob');
      fireEvent.click(screen.getByRole('button', { name: 'Remove bob' }));
      await answerConfirmation('Remove bob? Their access to the contest will be revoked.', 'cancel');
      expect(deleted).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Remove bob' }));
      await answerConfirmation('Remove bob? Their access to the contest will be revoked.', 'confirm');
      expect(await screen.findByText('Player removed successfully.')).toBeInTheDocument();
      expect(deleted).toEqual([bob.id]);
    });

    it('shows the load failure of the players', async () => {
      openContest(
        contestRecord(),
        {},
        http.get(panelListUrl('players'), () => pbError(500, 'Something went wrong while processing your request.')),
      );
      const column = await screen.findByRole('region', { name: /Players/ });
      expect(await within(column).findByRole('alert')).toHaveTextContent('Unable to load players for this contest.');
    });
  });
});
