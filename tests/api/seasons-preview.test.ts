// The public season page's link preview (docs/product/rules-and-limits.md#seasons): the server answers
// GET /seasons/{season} with the app's page whose title, description and image are the shared season's (its name,
// the top of its leaderboard, the latest podium's winning meme), as Discord, Slack or WhatsApp read them; a season
// that is missing or not shared gets the app's own tags, the same page for both, so no name leaks.
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrganizer, useOwnServer } from './support/roles';
import { createSeason, playContest } from './support/season-contest';
import { serverWithAppForFile } from './support/server-with-app';

const server = serverWithAppForFile('seasons-preview');
beforeAll(() => useOwnServer(server.url));

const CRAWLER = 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)';

async function crawl(seasonId: string) {
  const response = await fetch(`${server.url}/seasons/${seasonId}`, { headers: { 'user-agent': CRAWLER } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(response.headers.get('cache-control')).toContain('private');
  return response.text();
}

/** The content of the <meta> whose name or property is `key`, HTML entities left as sent. */
function metaContent(html: string, key: string) {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

describe('the public season page', () => {
  it('previews a shared season with its name, its leaders and the latest winning meme', async () => {
    const organizer = await createOrganizer('season-preview', server.url);
    const season = await createSeason(organizer, { name: 'Friday <league> & co' });
    await playContest(organizer, season.id, { uploaders: ['Ada', 'Bea'], scores: { Ada: [9], Bea: [4] } });
    const latest = await playContest(organizer, season.id, {
      uploaders: ['Bea', 'Cyd'],
      scores: { Bea: [9], Cyd: [5] },
    });
    await organizer.client.collection('seasons').update(season.id, { shared: true });

    const html = await crawl(season.id);
    const title = 'Friday &lt;league&gt; &amp; co: season leaderboard · Meme Arena';
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'twitter:title')).toBe(title);
    expect(html).toContain(`<title>${title}</title>`);
    const description = 'Top of the season: 🥇 Bea (17 points) · 🥈 Ada (10 points) · 🥉 Cyd (7 points)';
    for (const key of ['description', 'og:description', 'twitter:description']) {
      expect(metaContent(html, key)).toBe(description);
    }
    const winner = latest.memes['Bea']!;
    const image = `${server.url}/api/files/${winner.collectionId}/${winner.id}/${winner.media}?thumb=900x900f`;
    expect(metaContent(html, 'og:image')).toBe(image);
    expect(metaContent(html, 'twitter:image')).toBe(image);
    expect(metaContent(html, 'og:image:alt')).toBe('The latest winning meme, by Bea');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:url')).toBe(`${server.url}/seasons/${season.id}`);
    expect((await fetch(image)).status).toBe(200);
  });

  it('gives a season that is not shared the same page as a missing one, without its name', async () => {
    const organizer = await createOrganizer('season-hidden', server.url);
    const season = await createSeason(organizer, { name: 'Secret league' });
    await playContest(organizer, season.id, { uploaders: ['Dee', 'Eli'], scores: { Dee: [8], Eli: [3] } });
    const hidden = await crawl(season.id);
    expect(hidden).not.toContain('Secret league');
    expect(hidden).not.toContain('Dee');
    expect(metaContent(hidden, 'og:title')).toBe('Meme Arena');
    expect(metaContent(hidden, 'og:image')).toBe(`${server.url}/og-image.jpg`);
    expect(hidden).toBe(await crawl('abcdefghijklmno'));
  });
});
