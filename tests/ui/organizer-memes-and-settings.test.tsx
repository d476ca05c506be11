// The organizer's contest panel: the memes column with its vote counts and previews, and the edit form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ContestRecord } from '@/lib/data/records';
import {
  answerConfirmation,
  bob,
  carol,
  players,
  aliceMeme,
  orphanMeme,
  header,
  setupContestPanel,
} from './support/contest-panel';
import { contestRecord, panelListUrl, pbError, PB_URL, recordsUrl, recordUrl, voteRecord } from './support/organizer';

const { server, openContest } = setupContestPanel();

describe('contest detail panel', () => {
  describe('memes column', () => {
    it('shows 200x200 thumbnails with uploader, vote count and, in results, the score', async () => {
      openContest(contestRecord({ status: 'results' }), {
        players,
        memes: [aliceMeme, orphanMeme],
        votes: [
          voteRecord('v1', aliceMeme.id, bob.id),
          voteRecord('v2', aliceMeme.id, carol.id),
          voteRecord('v3', orphanMeme.id, bob.id),
        ],
      });
      const column = await screen.findByRole('region', { name: 'Memes' });
      const thumbnail = await within(column).findByRole('img', { name: 'Meme by alice' });
      expect(thumbnail).toHaveAttribute('width', '200');
      expect(thumbnail).toHaveAttribute('height', '200');
      expect(thumbnail.getAttribute('src')).toBe(
        `${PB_URL}/api/files/pbc_memes/memealice000001/memealice000001_cat.png?thumb=200x200`,
      );
      expect(within(column).getByRole('img', { name: 'Meme by Unknown player' })).toBeInTheDocument();
      const aliceCard = thumbnail.closest('li')!;
      expect(within(aliceCard).getByText('2 votes')).toBeInTheDocument();
      expect(within(aliceCard).getByText('8.50')).toBeInTheDocument();
    });

    it("shows each meme's file name as its uploader picked it", async () => {
      openContest(contestRecord(), { players, memes: [{ ...aliceMeme, media_name: 'alice cat (1).PNG' }, orphanMeme] });
      const column = await screen.findByRole('region', { name: 'Memes' });
      const aliceCard = (await within(column).findByRole('img', { name: 'Meme by alice' })).closest('li')!;
      expect(within(aliceCard).getByText('alice cat (1).PNG')).toBeInTheDocument();
    });

    it('opens a meme in a full-size preview that closes with its button', async () => {
      openContest(contestRecord(), { players, memes: [aliceMeme] });
      fireEvent.click(await screen.findByRole('button', { name: 'Preview meme by alice' }));
      const dialog = screen.getByRole('dialog', { name: 'Meme by alice' });
      expect(within(dialog).getByRole('img', { name: 'Meme by alice, full size' })).toHaveAttribute(
        'src',
        `${PB_URL}/api/files/pbc_memes/memealice000001/memealice000001_cat.png`,
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('shows the load failures of memes and votes', async () => {
      openContest(
        contestRecord(),
        { players },
        http.get(panelListUrl('memes'), () => pbError(500, 'Something went wrong while processing your request.')),
        http.get(recordsUrl('meme_vote_counts'), () => pbError(403, 'Only organizers can list votes.')),
      );
      const column = await screen.findByRole('region', { name: 'Memes' });
      await waitFor(() => expect(within(column).getAllByRole('alert')).toHaveLength(2));
      expect(within(column).getByText('Unable to load memes for this contest.')).toBeInTheDocument();
      expect(within(column).getByText('Unable to load votes for this contest.')).toBeInTheDocument();
      expect(await screen.findByText('Only organizers can list votes.')).toBeInTheDocument();
      expect(within(await header()).getByRole('button', { name: 'Advance to Vote' })).toBeDisabled();
    });
  });

  describe('edit form', () => {
    it('validates, then saves name, description, the held status and max memes', async () => {
      const contest = contestRecord({ status: 'vote' });
      const patches: unknown[] = [];
      openContest(contest);
      server.use(
        http.patch(recordUrl('contests'), async ({ request }) => {
          const body = (await request.json()) as Partial<ContestRecord>;
          patches.push(body);
          return HttpResponse.json({ ...contest, ...body });
        }),
      );
      const name = await screen.findByLabelText('Name');
      fireEvent.change(name, { target: { value: 'ab' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      // The message sits at its field (which is invalid, described by it and focused) and in the form's list.
      expect(await screen.findByRole('alert')).toHaveTextContent('Contest name must be between 3 and 100 characters.');
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveAccessibleDescription('Contest name must be between 3 and 100 characters.');
      await waitFor(() => expect(name).toHaveFocus());
      expect(screen.getByLabelText('Description')).not.toHaveAttribute('aria-invalid');
      expect(patches).toEqual([]);

      fireEvent.change(name, { target: { value: ' Renamed contest ' } });
      fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'New words' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Contest updated successfully.')).toBeInTheDocument();
      expect(name).not.toHaveAttribute('aria-invalid');
      expect(name).not.toHaveAccessibleDescription();
      expect(patches).toEqual([
        { name: 'Renamed contest', description: 'New words', status: 'vote', max_memes_per_player: 2 },
      ]);
      expect(name).toHaveValue('Renamed contest');
    });

    it('keeps what was typed when the save fails', async () => {
      openContest(contestRecord());
      server.use(http.patch(recordUrl('contests'), () => HttpResponse.error()));
      const description = await screen.findByLabelText('Description');
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Unsaved name' } });
      fireEvent.change(description, { target: { value: 'Unsaved words' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Unable to save contest changes.')).toBeInTheDocument();
      expect(screen.getByLabelText('Name')).toHaveValue('Unsaved name');
      expect(description).toHaveValue('Unsaved words');
    });

    it('sends the status of the latest contest data after the phase moved elsewhere', async () => {
      let current = contestRecord();
      const patches: Partial<ContestRecord>[] = [];
      const { queryClient } = openContest(
        current,
        {},
        http.get(recordUrl('contests'), () => HttpResponse.json(current)),
      );
      server.use(
        http.patch(recordUrl('contests'), async ({ request }) => {
          const body = (await request.json()) as Partial<ContestRecord>;
          patches.push(body);
          return HttpResponse.json({ ...current, ...body });
        }),
      );
      const top = await header();
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Typed before the move' } });

      // The phase moves in another tab; a realtime event makes the panel reload the contest.
      current = { ...current, status: 'vote' };
      await queryClient.invalidateQueries();
      expect(await within(top).findByText('Voting phase')).toBeInTheDocument();
      expect(screen.getByLabelText('Name')).toHaveValue('Typed before the move');

      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Contest updated successfully.')).toBeInTheDocument();
      expect(patches).toEqual([
        {
          name: 'Typed before the move',
          description: 'Best office memes of the week',
          status: 'vote',
          max_memes_per_player: 2,
        },
      ]);
    });

    it('keeps what was typed when a stale status is refused, and saves with the current status next time', async () => {
      let current = contestRecord();
      const patches: Partial<ContestRecord>[] = [];
      openContest(
        current,
        {},
        http.get(recordUrl('contests'), () => HttpResponse.json(current)),
      );
      const top = await header();
      // The phase moved without this tab hearing of it (no live connection).
      current = { ...current, status: 'vote' };
      server.use(
        http.patch(recordUrl('contests'), async ({ request }) => {
          const body = (await request.json()) as Partial<ContestRecord>;
          patches.push(body);
          if (body.status !== current.status) {
            return HttpResponse.json(
              { status: 400, message: 'A contest can only move forward one phase at a time.', data: {} },
              { status: 400 },
            );
          }
          return HttpResponse.json({ ...current, ...body });
        }),
      );

      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Renamed late' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('A contest can only move forward one phase at a time.')).toBeInTheDocument();
      expect(screen.getByLabelText('Name')).toHaveValue('Renamed late');
      expect(await within(top).findByText('Voting phase')).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Contest updated successfully.')).toBeInTheDocument();
      expect(patches.map((patch) => [patch.name, patch.status])).toEqual([
        ['Renamed late', 'participation'],
        ['Renamed late', 'vote'],
      ]);
    });

    it('deletes the contest after the confirmation and returns to the dashboard', async () => {
      const contest = contestRecord();
      const other = contestRecord({ id: 'contestother001', name: 'Other contest' });
      let remaining = [contest, other];
      openContest(contest, { contests: remaining });
      server.use(
        http.get(recordsUrl('contests'), () =>
          HttpResponse.json({ page: 1, perPage: 500, totalItems: remaining.length, totalPages: 1, items: remaining }),
        ),
        http.delete(recordUrl('contests'), () => {
          remaining = [other];
          return new HttpResponse(null, { status: 204 });
        }),
      );
      await header();
      const question = 'Delete this contest? Players and memes will keep their data, but the contest will be removed.';
      fireEvent.click(screen.getByRole('button', { name: 'Delete contest' }));
      await answerConfirmation(question, 'cancel');
      expect(screen.getByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Delete contest' }));
      await answerConfirmation(question, 'confirm');
      expect(await screen.findByText('Contest deleted successfully.')).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Create a contest' })).toBeInTheDocument();
      const sidebar = screen.getByRole('navigation', { name: 'Your contests', hidden: true });
      await waitFor(() =>
        expect(
          within(sidebar)
            .getAllByRole('link', { hidden: true })
            .map((link) => link.textContent),
        ).toEqual(['Other contestParticipation']),
      );
    });

    it('reports a refused delete and stays on the contest', async () => {
      openContest(contestRecord());
      server.use(http.delete(recordUrl('contests'), () => pbError(403, 'Only the organizer can delete this contest.')));
      await header();
      fireEvent.click(screen.getByRole('button', { name: 'Delete contest' }));
      await answerConfirmation(
        'Delete this contest? Players and memes will keep their data, but the contest will be removed.',
        'confirm',
      );
      expect(await screen.findByText('Only the organizer can delete this contest.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Friday memes' })).toBeInTheDocument();
    });
  });
});
