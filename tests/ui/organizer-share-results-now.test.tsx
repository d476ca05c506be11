// "Share the results" in the panel's header in results (docs/product/organizer.md#share-the-results): Cancel in its
// question changes nothing; a browser that refuses the clipboard still gets the results shared, and the settings open
// at the public link to copy it by hand. The journey on a phone and a desktop: tests/e2e/share-results.spec.ts.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ContestRecord } from '@/lib/data/records';
import { answerConfirmation, header, players, setupContestPanel } from './support/contest-panel';
import { contestRecord, PB_URL } from './support/organizer';

const { writeText, openContest } = setupContestPanel();

const QUESTION =
  'Anyone with the link will see the podium, every meme ranked and the players’ names. You can turn it off again in Settings.';

function sharingServer(contest: ContestRecord) {
  const changes: Array<Partial<ContestRecord>> = [];
  let stored = contest;
  const handler = http.patch(`${PB_URL}/api/collections/contests/records/${contest.id}`, async ({ request }) => {
    const body = (await request.json()) as Partial<ContestRecord>;
    changes.push(body);
    stored = { ...stored, ...body };
    return HttpResponse.json(stored);
  });
  return { changes, handler };
}

describe('Share the results in one tap', () => {
  it('changes nothing when the organizer cancels the question', async () => {
    const contest = contestRecord({ status: 'results', results_shared: false });
    const { changes, handler } = sharingServer(contest);
    openContest(contest, { players }, handler);
    fireEvent.click(within(await header()).getByRole('button', { name: 'Share the results' }));
    await answerConfirmation(QUESTION, 'cancel');
    expect(changes).toEqual([]);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('shares, and opens the settings at the link when the clipboard is refused', async () => {
    const contest = contestRecord({ status: 'results', results_shared: false, discord_webhook: '' });
    const { changes, handler } = sharingServer(contest);
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    openContest(contest, { players }, handler);
    fireEvent.click(within(await header()).getByRole('button', { name: 'Share the results' }));
    await answerConfirmation(QUESTION, 'confirm');

    expect(await screen.findByText('The results are public. Copy the link from the box below.')).toBeInTheDocument();
    expect(changes).toEqual([{ results_shared: true }]);
    const link = await screen.findByRole('textbox', { name: 'Public results link' });
    expect(link).toHaveValue(`${window.location.origin}/results/${contest.id}`);
    await waitFor(() => expect(link).toHaveFocus());
  });
});
