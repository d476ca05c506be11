// Discord (docs/product/organizer.md, docs/features/seasons.md): the results announcement of a contest in a season
// adds the season's top three as they stand with these results, in the contest's language, checked as the local
// Discord stand-in received it; a contest in no season posts its podium alone. The delivery job runs on demand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscordSandbox, type DiscordSandbox } from '../../scripts/discord-sandbox.mjs';
import { startIsolatedPocketBase } from './support/pocketbase-server';
import { createOrganizer, superuser, useOwnServer, type Organizer } from './support/roles';
import { createSeason, playContest } from './support/season-contest';

const PUBLIC_URL = 'https://arena.example';
const TOKEN = 'c'.repeat(30) + '-_' + 'D7'.repeat(17);
let nextWebhookId = 1_200_000_000_000_000_000n;
function newWebhook() {
  nextWebhookId += 1n;
  const id = nextWebhookId.toString();
  return { id, url: `https://discord.com/api/webhooks/${id}/${TOKEN}` };
}

let isolated: Awaited<ReturnType<typeof startIsolatedPocketBase>>;
let sandbox: DiscordSandbox;
beforeAll(async () => {
  sandbox = await startDiscordSandbox({ port: 0 });
  isolated = await startIsolatedPocketBase('seasons-discord', {
    DISCORD_WEBHOOK_BASE_URL: sandbox.url,
    PUBLIC_URL,
    DISCORD_JOB_WATCH_SECONDS: '0',
  });
  useOwnServer(isolated.server.url);
});
afterAll(async () => {
  await isolated?.dispose();
  await sandbox?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The results announcement the channel received: runs the delivery job until the second message (vote, results). */
async function resultsMessage(webhookId: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const messages = sandbox.webhooks.messages(webhookId);
    if (messages.length > 1) return messages[1]!.body as { embeds: { description: string }[] };
    if (Date.now() > deadline) throw new Error(`no results message: ${JSON.stringify(messages)}`);
    await (await superuser(isolated.server.url)).crons.run('meme_arena_discord');
    await sleep(100);
  }
}

/** A contest of `organizer` played to its results with a webhook (and a language), in `seasonId` if given. */
async function announced(organizer: Organizer, seasonId: string, language = '') {
  const webhook = newWebhook();
  await playContest(organizer, seasonId, {
    uploaders: ['Bea', 'Cyd'],
    scores: { Bea: [9], Cyd: [5] },
    prepare: async (contest) => {
      await organizer.client.send(`/api/contests/${contest.id}/discord-webhook`, {
        method: 'PUT',
        body: { url: webhook.url },
      });
      if (language) await organizer.client.collection('contests').update(contest.id, { language });
    },
  });
  return (await resultsMessage(webhook.id)).embeds[0]!.description;
}

describe('the results announcement of a contest in a season', () => {
  it("adds the season's top three, names as typed", { timeout: 60_000 }, async () => {
    const organizer = await createOrganizer('season-discord', isolated.server.url);
    const season = await createSeason(organizer, { name: 'Weekly *league*' });
    await playContest(organizer, season.id, { uploaders: ['Ada', 'Bea'], scores: { Ada: [9], Bea: [4] } });
    const description = await announced(organizer, season.id);
    expect(description.split('\n').slice(0, 9)).toEqual([
      'Winner: **Bea** with 9 points',
      '',
      '🥇 **Bea**: 9 points',
      '🥈 **Cyd**: 5 points',
      '',
      '**Weekly \\*league\\*: the season so far**',
      '🥇 **Bea**: 17 points',
      '🥈 **Ada**: 10 points',
      '🥉 **Cyd**: 7 points',
    ]);
  });

  it("speaks the contest's language", { timeout: 60_000 }, async () => {
    const organizer = await createOrganizer('season-discord-fr', isolated.server.url);
    const season = await createSeason(organizer, { name: 'Ligue du vendredi' });
    const description = await announced(organizer, season.id, 'fr');
    expect(description).toContain(
      [
        '**Ligue du vendredi\u00a0: la saison jusqu’ici**',
        '🥇 **Bea**\u00a0: 10 points',
        '🥈 **Cyd**\u00a0: 7 points',
      ].join('\n'),
    );
  });

  it('posts the podium alone for a contest in no season', { timeout: 60_000 }, async () => {
    const organizer = await createOrganizer('no-season-discord', isolated.server.url);
    const description = await announced(organizer, '');
    expect(description).not.toContain('season');
    expect(description.split('\n').slice(0, 5)).toEqual([
      'Winner: **Bea** with 9 points',
      '',
      '🥇 **Bea**: 9 points',
      '🥈 **Cyd**: 5 points',
      '',
    ]);
  });
});
