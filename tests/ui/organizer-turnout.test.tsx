// The contest panel's turnout card: "5 of 7" with who is not done (the first five names, then how many more), the
// way to Discord's set-up without a webhook, and Remind the channel with the server's answer or refusal in words,
// including when the next reminder may go; in French too.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadCatalogAreas } from '@/i18n/i18n';
import type { TurnoutAnswer } from '@contract/answers.js';
import { players, setupContestPanel } from './support/contest-panel';
import { contestRecord, PB_URL, turnoutHandler } from './support/organizer';

const { server, openContest } = setupContestPanel();

const WEBHOOK = 'https://discord.com/api/webhooks/1234567890123456789/' + 'a'.repeat(68);
const waiting = ['Maya', 'Theo', 'Jordan', 'Priya', 'Sam', 'Noor'].map((username, index) => ({
  id: `waiting${String(index).padStart(8, '0')}`,
  username,
}));
const turnoutCard = async (title: string) => await screen.findByRole('region', { name: title });

// jsdom lays nothing out, and has no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= vi.fn();
});

describe('the turnout card', () => {
  it('says how many players voted and who is missing: five names, then how many more', async () => {
    const answer: TurnoutAnswer = { phase: 'vote', done: 1, total: 7, waiting };
    server.use(turnoutHandler(answer));
    openContest(contestRecord({ status: 'vote', discord_webhook: WEBHOOK }), { players });
    const card = await turnoutCard('Votes');
    expect(await within(card).findByTestId('turnout')).toHaveTextContent('1 of 7 players are done voting');
    expect(card).toHaveTextContent('Waiting for Maya, Theo, Jordan, Priya, Sam, and 1 more');
    expect(within(card).getByRole('button', { name: 'Remind the channel' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: 'Set up Discord' })).toBeNull();
  });

  it('says when everyone has uploaded, and leads to the Discord set-up without a webhook', async () => {
    server.use(turnoutHandler({ phase: 'participation', done: 3, total: 3, waiting: [] }));
    openContest(contestRecord({ status: 'participation', discord_webhook: '' }), { players });
    const card = await turnoutCard('Uploads');
    expect(await within(card).findByTestId('turnout')).toHaveTextContent('3 of 3 players have uploaded');
    expect(card).toHaveTextContent('Everyone has a meme in!');
    expect(within(card).queryByRole('button', { name: 'Remind the channel' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Set up Discord' }));
    const field = screen.getByRole('textbox', { name: 'Discord webhook URL' });
    expect(field).toHaveFocus();
    expect(field.closest('details')).toHaveAttribute('open');
  });

  it('counts nothing before the first player, but still leads to Discord', async () => {
    server.use(turnoutHandler({ phase: 'participation', done: 0, total: 0, waiting: [] }));
    openContest(contestRecord({ status: 'participation', discord_webhook: '' }), { players: [] });
    const card = await turnoutCard('Uploads');
    expect(await within(card).findByRole('button', { name: 'Set up Discord' })).toBeVisible();
    expect(within(card).queryByTestId('turnout')).toBeNull();
  });

  it('reminds the channel, then says the refusal and when the next reminder may go', async () => {
    server.use(turnoutHandler({ phase: 'vote', done: 2, total: 3, waiting: [waiting[0]!] }));
    const next = new Date(Date.now() + 10 * 60_000);
    let calls = 0;
    server.use(
      http.post(`${PB_URL}/api/contests/:contest/discord-webhook/remind`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ state: 'queued', event: 'reminder', next_reminder: next.toISOString() })
          : HttpResponse.json(
              {
                status: 429,
                message: 'The channel was reminded less than 10 minutes ago.',
                data: {
                  messageCode: 'remindTooSoon',
                  messageParams: { discordReminderMinutes: 10 },
                  retryAt: next.toISOString(),
                },
              },
              { status: 429 },
            );
      }),
    );
    openContest(contestRecord({ status: 'vote', discord_webhook: WEBHOOK }), { players });
    const card = await turnoutCard('Votes');
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(next);
    const sameDay = next.toDateString() === new Date().toDateString();
    const nextText = sameDay ? `You can remind it again at ${time}.` : /You can remind it again at /;

    fireEvent.click(within(card).getByRole('button', { name: 'Remind the channel' }));
    expect(await screen.findByText('Reminder on its way to your Discord channel.')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(nextText);

    fireEvent.click(within(card).getByRole('button', { name: 'Remind the channel' }));
    expect(
      await screen.findByText(
        sameDay
          ? `The channel was reminded less than 10 minutes ago. You can remind it again at ${time}.`
          : /^The channel was reminded less than 10 minutes ago\. You can remind it again at /,
      ),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('speaks French', async () => {
    await activateLocale('fr');
    await loadCatalogAreas(['contest', 'organizer']);
    try {
      server.use(turnoutHandler({ phase: 'vote', done: 1, total: 2, waiting: [waiting[0]!] }));
      openContest(contestRecord({ status: 'vote', discord_webhook: WEBHOOK }), { players });
      const card = await turnoutCard('Votes');
      expect(await within(card).findByTestId('turnout')).toHaveTextContent('1 sur 2 joueurs ont fini de voter');
      expect(card).toHaveTextContent('En attente de Maya');
      expect(within(card).getByRole('button', { name: 'Relancer le salon' })).toBeEnabled();
    } finally {
      cleanup();
      await activateLocale('en');
    }
  });
});
