// The contest panel's Discord and sharing card: the webhook saved (a refusal shown next to the box,
// which keeps the URL), tested and removed after a confirmation; the last delivery's outcome in words; and the public
// results switched on and off, with the link to copy.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadCatalogAreas } from '@/i18n/i18n';
import type { ContestRecord, DiscordDelivery } from '@/lib/data/records';
import { answerConfirmation, players, setupContestPanel } from './support/contest-panel';
import { contestRecord, PB_URL, pbError } from './support/organizer';

const { server, writeText, openContest } = setupContestPanel();

const WEBHOOK = 'https://discord.com/api/webhooks/1234567890123456789/' + 'a'.repeat(68);
const INVALID = 'Paste a Discord channel webhook URL: it starts with https://discord.com/api/webhooks/.';
const card = async () => (await screen.findByRole('heading', { name: 'Discord and sharing' })).closest('section')!;

function webhookServer(contest: ContestRecord) {
  const url = `${PB_URL}/api/contests/${contest.id}/discord-webhook`;
  const calls: string[] = [];
  server.use(
    http.put(url, async ({ request }) => {
      const { url: sent } = (await request.json()) as { url: string };
      calls.push(`put ${sent}`);
      return sent === WEBHOOK ? HttpResponse.json({ discord_webhook: WEBHOOK }) : pbError(400, INVALID);
    }),
    http.delete(url, () => {
      calls.push('delete');
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${url}/test`, () => {
      calls.push('test');
      return HttpResponse.json({ state: 'refused', event: 'test', detail: 'Invalid Webhook Token' });
    }),
  );
  return calls;
}

describe('the Discord webhook', () => {
  it('keeps a refused URL in the box with the reason, saves a good one, tests it and removes it', async () => {
    const contest = contestRecord({ status: 'participation', discord_webhook: '', discord_delivery: null });
    openContest(contest, { players });
    const calls = webhookServer(contest);
    const section = await card();
    const box = within(section).getByRole('textbox', { name: 'Discord webhook URL' });

    fireEvent.change(box, { target: { value: 'https://example.com/hook' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save webhook' }));
    expect(await within(section).findByText(INVALID)).toBeInTheDocument();
    expect(box).toHaveValue('https://example.com/hook');
    // The field says what exactly is wrong.
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('example.com is not Discord'));

    fireEvent.change(box, { target: { value: WEBHOOK } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save webhook' }));
    expect(
      await screen.findByText(
        'Discord webhook saved. The channel will hear when voting opens, before each deadline and when results are in.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByText('…/1234567890123456789/…')).toBeInTheDocument();
    expect(within(section).queryByRole('textbox', { name: 'Discord webhook URL' })).not.toBeInTheDocument();

    fireEvent.click(within(section).getByRole('button', { name: 'Send a test message' }));
    expect(
      await within(section).findByText(
        'Discord refused the webhook: Invalid Webhook Token. Check the webhook URL, then send a test message.',
      ),
    ).toBeInTheDocument();

    const question = 'Remove the Discord webhook? Announcements not posted yet are dropped.';
    fireEvent.click(within(section).getByRole('button', { name: 'Remove webhook' }));
    await answerConfirmation(question, 'cancel');
    expect(calls).toEqual(['put https://example.com/hook', `put ${WEBHOOK}`, 'test']);
    fireEvent.click(within(section).getByRole('button', { name: 'Remove webhook' }));
    await answerConfirmation(question, 'confirm');
    expect(await screen.findByText('Discord webhook removed. Nothing more will be posted there.')).toBeInTheDocument();
    expect(calls).toEqual(['put https://example.com/hook', `put ${WEBHOOK}`, 'test', 'delete']);
  });

  it.each<[DiscordDelivery, RegExp]>([
    [
      { state: 'sent', event: 'results', at: new Date().toISOString() },
      /^The results announcement was posted to Discord at \d{1,2}:\d{2}/,
    ],
    [
      {
        state: 'retrying',
        event: 'vote',
        at: new Date().toISOString(),
        detail: 'Discord did not answer in time.',
        attempt: 2,
        attempts: 5,
      },
      /^The vote announcement is not posted yet: Discord did not answer in time\. Trying again \(attempt 2 of 5 failed at/,
    ],
    [
      {
        state: 'failed',
        event: 'vote',
        at: new Date().toISOString(),
        detail: 'Discord had a problem (HTTP 502).',
        attempt: 5,
        attempts: 5,
      },
      /^The vote announcement could not be posted to Discord: Discord had a problem \(HTTP 502\)\. Gave up at .* after 5 attempts\.$/,
    ],
    [
      {
        state: 'retrying',
        event: 'results',
        at: '2026-03-06T19:00:00.000Z',
        detail: 'Discord could not be reached.',
        attempt: 7,
        attempts: 11,
        next_attempt: '2026-03-06T19:10:00.000Z',
      },
      /^The results announcement is not posted yet: Discord could not be reached\. Trying again \(attempt 7 of 11 failed at .*\)\. Next attempt at .*10.*\.$/,
    ],
    [{ state: 'queued', event: 'vote', at: new Date().toISOString() }, /^The vote announcement is queued again/],
    [
      // An outcome with its reason's code reads from the catalog, not from the stored English words.
      {
        state: 'retrying',
        event: 'vote',
        at: new Date().toISOString(),
        reason: 'discordError',
        status: 503,
        detail: 'stored words',
        attempt: 1,
        attempts: 11,
      },
      /^The vote announcement is not posted yet: Discord had a problem \(HTTP 503\)\. Trying again/,
    ],
  ])('says how the last delivery went (%o)', async (delivery, text) => {
    openContest(contestRecord({ status: 'vote', discord_webhook: WEBHOOK, discord_delivery: delivery }), { players });
    const section = await card();
    expect(within(section).getByRole('status')).toHaveTextContent(text);
    // Retry now only once the delivery gave up on an announcement.
    expect(within(section).queryByRole('button', { name: 'Retry now' }) !== null).toBe(delivery.state === 'failed');
  });

  it("says why a delivery failed in the organizer's language, from the stored reason's code", async () => {
    await activateLocale('fr');
    // Rendered without the route that loads the panel's texts: loaded here, as its loader would.
    await loadCatalogAreas(['contest', 'organizer']);
    try {
      const delivery: DiscordDelivery = {
        state: 'retrying',
        event: 'vote',
        at: new Date().toISOString(),
        reason: 'timeout',
        detail: 'Discord did not answer in time.',
        attempt: 1,
        attempts: 11,
      };
      openContest(contestRecord({ status: 'vote', discord_webhook: WEBHOOK, discord_delivery: delivery }), { players });
      const section = (await screen.findByRole('heading', { name: 'Discord et partage' })).closest('section')!;
      expect(within(section).getByRole('status')).toHaveTextContent(
        /^L’annonce des votes : pas encore publié\. Discord n’a pas répondu à temps\. Nouvel essai/,
      );
    } finally {
      // Unmounted first: the switch back to English would otherwise re-render the page outside act.
      cleanup();
      await activateLocale('en');
    }
  });

  it('offers Retry now for an announcement it gave up on, and shows it queued again', async () => {
    const failed: DiscordDelivery = {
      state: 'failed',
      event: 'results',
      at: new Date().toISOString(),
      detail: 'Discord had a problem (HTTP 503).',
      attempt: 11,
      attempts: 11,
    };
    const contest = contestRecord({ status: 'results', discord_webhook: WEBHOOK, discord_delivery: failed });
    let retries = 0;
    openContest(
      contest,
      { players },
      http.post(`${PB_URL}/api/contests/${contest.id}/discord-webhook/retry`, () => {
        retries += 1;
        return HttpResponse.json({ state: 'queued', event: 'results' });
      }),
    );
    const section = await card();
    fireEvent.click(within(section).getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('The announcement is queued again.')).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent(
      'The results announcement is queued again: it goes out within seconds.',
    );
    expect(within(section).queryByRole('button', { name: 'Retry now' })).not.toBeInTheDocument();
    expect(retries).toBe(1);
  });

  it('shows the server’s words when test messages come too fast', async () => {
    const contest = contestRecord({ status: 'vote', discord_webhook: WEBHOOK, discord_delivery: null });
    openContest(
      contest,
      { players },
      http.post(`${PB_URL}/api/contests/${contest.id}/discord-webhook/test`, () =>
        pbError(429, 'You can send 5 test messages a minute. Wait a moment, then try again.'),
      ),
    );
    const section = await card();
    fireEvent.click(within(section).getByRole('button', { name: 'Send a test message' }));
    expect(
      await screen.findByText('You can send 5 test messages a minute. Wait a moment, then try again.'),
    ).toBeInTheDocument();
  });
});

describe('public results', () => {
  it('shares the results and copies the public link, then stops sharing', async () => {
    let contest = contestRecord({ status: 'results', results_shared: false });
    const changes: unknown[] = [];
    openContest(
      contest,
      { players },
      http.patch(`${PB_URL}/api/collections/contests/records/${contest.id}`, async ({ request }) => {
        const body = (await request.json()) as Partial<ContestRecord>;
        changes.push(body);
        contest = { ...contest, ...body };
        return HttpResponse.json(contest);
      }),
    );
    const section = await card();
    const toggle = within(section).getByRole('checkbox', { name: 'Share the results publicly' });
    expect(toggle).not.toBeChecked();
    expect(within(section).queryByRole('textbox', { name: 'Public results link' })).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(await screen.findByText('Results shared: anyone with the link can see them.')).toBeInTheDocument();
    const link = `${window.location.origin}/results/${contest.id}`;
    expect(within(section).getByRole('textbox', { name: 'Public results link' })).toHaveValue(link);
    fireEvent.click(within(section).getByRole('button', { name: 'Copy public link' }));
    expect(await screen.findByText('Public results link copied to clipboard.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(link);

    fireEvent.click(within(section).getByRole('checkbox', { name: 'Share the results publicly' }));
    expect(await screen.findByText('Results are private again: the public link shows nothing.')).toBeInTheDocument();
    expect(changes).toEqual([{ results_shared: true }, { results_shared: false }]);
  });

  it('reports a refusal and leaves the switch as the server has it', async () => {
    const contest = contestRecord({ status: 'vote', results_shared: false });
    openContest(
      contest,
      { players },
      http.patch(`${PB_URL}/api/collections/contests/records/${contest.id}`, () => pbError(503, 'Service Unavailable')),
    );
    const section = await card();
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Share the results publicly' }));
    expect(await screen.findByText('Service Unavailable')).toBeInTheDocument();
    expect(within(section).getByRole('checkbox', { name: 'Share the results publicly' })).not.toBeChecked();
  });
});
