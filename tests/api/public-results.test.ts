// Public results: GET /api/contests/{contest}/results answers anyone only while the organizer
// shares a contest in results, and never reveals a token, a link, a secret, a webhook or a vote; and GET
// /results/{contest}, fetched the way a link-preview crawler does (no JavaScript, a bot's user agent), answers the
// app's index.html with that contest's tags when shared and the app's own tags otherwise.
import { describe, expect, it } from 'vitest';
import imageHeader from '@contract/image_header.js';
import { contestInResults as setUp, share } from './support/results-contest';
import { anonymous, createContest, createOrganizer, refused, type MemeRecord } from './support/roles';
import { serverWithAppForFile } from './support/server-with-app';

const CRAWLER = 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)';
const NOT_SHARED = 'These results are not shared.';
const NAME = 'Friday "cup" <b>&</b>';

const server = serverWithAppForFile('public-results');

interface Results {
  contest: { id: string; name: string; description: string; vote_count: number; last_vote: string; language: string };
  memes: MemeRecord[];
  players: Array<{ id: string; username: string; average_score: number }>;
}

const contestInResults = (name = NAME, usernames?: [string, string, string], description?: string) =>
  setUp(server.url, { name, usernames, description });

async function readResults(contestId: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/contests/${contestId}/results`, { headers });
}

async function crawl(contestId: string) {
  const response = await fetch(`${server.url}/results/${contestId}`, { headers: { 'user-agent': CRAWLER } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  return response.text();
}

/** The page's <html …> start tag. */
const htmlTag = (html: string) => /<html\b[^>]*>/i.exec(html)?.[0] ?? '';

/** The content of the <meta> whose name or property is `key`, HTML entities left as sent. */
function metaContent(html: string, key: string) {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe('the results route', () => {
  it('answers anyone only while shared and in results, with nothing hidden in it', async () => {
    const { organizer, contest, alice, aliceMeme, bobMeme } = await contestInResults();
    const missing = await readResults('abcdefghijklmno');
    const unshared = await readResults(contest.id);
    expect(unshared.status).toBe(404);
    expect(missing.status).toBe(404);
    expect((await unshared.json()).message).toBe(NOT_SHARED);
    expect((await missing.json()).message).toBe(NOT_SHARED);

    // Its own players and organizer read them without sharing; nobody else does.
    const asPlayer = await alice.client.send<Results>(`/api/contests/${contest.id}/results`, {});
    expect(asPlayer.memes.map((meme) => meme.id)).toEqual([aliceMeme.id, bobMeme.id]);
    await organizer.client.send(`/api/contests/${contest.id}/results`, {});
    const stranger = await createOrganizer('stranger', server.url);
    expect((await refused(stranger.client.send(`/api/contests/${contest.id}/results`, {}))).status).toBe(404);
    const otherContest = await contestInResults('Another cup');
    expect((await refused(otherContest.alice.client.send(`/api/contests/${contest.id}/results`, {}))).status).toBe(404);

    // Only the owner shares; a player or another organizer cannot.
    expect(
      (await refused(alice.client.collection('contests').update(contest.id, { results_shared: true }))).status,
    ).toBe(404);
    expect((await refused(share(stranger, contest.id, true))).status).toBe(404);
    await share(organizer, contest.id, true);

    const response = await readResults(contest.id);
    expect(response.status).toBe(200);
    const results = (await response.json()) as Results;
    // The totals the page's "3 players · 4 votes · date" line shows: a count and a date, never who voted what.
    const lastVote = (
      await organizer.client
        .collection('votes')
        .getList(1, 1, { filter: `meme.contest = "${contest.id}"`, sort: '-updated' })
    ).items[0]!.updated;
    expect(results.contest).toEqual({
      id: contest.id,
      name: NAME,
      description: 'Best of the week',
      vote_count: 4,
      last_vote: lastVote,
      // The contest's language, which the page speaks: '' (made before languages) reads as English.
      language: '',
    });
    expect(results.memes.map((meme) => [meme.expand?.player?.username, meme.average_score])).toEqual([
      ['Alice', 8.5],
      ['Bob', 6.5],
    ]);
    for (const meme of results.memes) {
      expect(Object.keys(meme).sort()).toEqual(
        ['average_score', 'collectionId', 'collectionName', 'created', 'expand', 'id', 'media'].sort(),
      );
      expect(Object.keys(meme.expand!.player!)).toEqual(['username']);
    }
    expect(results.players.map((player) => Object.keys(player).sort())).toEqual([
      ['average_score', 'id', 'username'],
      ['average_score', 'id', 'username'],
      ['average_score', 'id', 'username'],
    ]);
    const raw = JSON.stringify(results);
    const withTokens = await organizer.client
      .collection('players')
      .getFullList<{ auth_token: string; email: string }>({ filter: `contest = "${contest.id}"` });
    expect(withTokens.every((player) => player.auth_token.length > 20)).toBe(true);
    for (const secret of [...withTokens.flatMap((player) => [player.auth_token, player.email]), organizer.user.id]) {
      expect(raw).not.toContain(secret);
    }
    expect(raw).not.toMatch(/[{,]"(score|voter|email|join_secret|discord_webhook)":/);

    // The image each entry points at is served to anyone.
    const image = await fetch(
      `${server.url}/api/files/${results.memes[0]!.collectionId}/${results.memes[0]!.id}/${results.memes[0]!.media}?thumb=900x900f`,
    );
    expect(image.status).toBe(200);

    // Stopping sharing closes it again.
    await share(organizer, contest.id, false);
    expect((await readResults(contest.id)).status).toBe(404);
  });

  it('shows nothing before results, even when shared in advance', async () => {
    const organizer = await createOrganizer('early', server.url);
    const contest = await createContest(organizer, { max_memes_per_player: 1 });
    await share(organizer, contest.id, true);
    expect((await readResults(contest.id)).status).toBe(404);
    expect((await refused(anonymous(server.url).send(`/api/contests/${contest.id}/results`, {}))).message).toBe(
      NOT_SHARED,
    );
  });
});

describe('link previews (a crawler: no JavaScript, a bot user agent)', () => {
  it("fills a shared contest's title, winner and winning image, escaped, into the app's page", async () => {
    const { organizer, contest, aliceMeme } = await contestInResults();
    await share(organizer, contest.id, true);
    const html = await crawl(contest.id);
    const escapedName = 'Friday &quot;cup&quot; &lt;b&gt;&amp;&lt;/b&gt;';

    expect(html).toContain(`<title>${escapedName}: results · Meme Arena</title>`);
    expect(html).not.toContain('<b>&</b>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    for (const key of ['description', 'og:title', 'og:description', 'og:image', 'twitter:card']) {
      expect(html.match(new RegExp(`(name|property)="${key}"`, 'g')), key).toHaveLength(1);
    }
    expect(metaContent(html, 'description')).toBe('Winner: Alice with 8.5 points');
    expect(metaContent(html, 'og:title')).toBe(`${escapedName}: results · Meme Arena`);
    expect(metaContent(html, 'og:description')).toBe('Winner: Alice with 8.5 points');
    expect(metaContent(html, 'og:url')).toBe(`${server.url}/results/${contest.id}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const imageUrl = `${server.url}/api/files/${aliceMeme.collectionId}/${aliceMeme.id}/${aliceMeme.media}?thumb=900x900f`;
    expect(metaContent(html, 'og:image')).toBe(imageUrl.replaceAll('&', '&amp;'));
    expect(metaContent(html, 'twitter:image')).toBe(imageUrl.replaceAll('&', '&amp;'));
    // The app itself is still there, for people.
    expect(html).toContain('<div id="root"></div>');

    // The image is a real one: the whole meme (600x400 as uploaded, not a square crop), small enough for every
    // unfurler. Its size depends on the meme, so the tags announce none rather than a wrong one.
    const image = await fetch(imageUrl, { headers: { 'user-agent': CRAWLER } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/(png|jpeg|gif)$/);
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    expect(imageHeader.readImageHeader(bytes)).toMatchObject({ width: 600, height: 400 });
    expect(html).not.toMatch(/property="og:image:(width|height)"/);
  });

  it("inserts names literally: every String.replace pattern ($$, $&, $`, $', $1, $<name>) stays as typed", async () => {
    const patterns = "$$ $& $` $' $1 $<name>";
    const name = `Top $"memes" ${patterns}`;
    const winner = `Winner ${patterns}`;
    const { organizer, contest } = await contestInResults(name, [winner, 'Bob', 'Carol'], `About ${patterns}`);
    await share(organizer, contest.id, true);
    const html = await crawl(contest.id);
    const escaped = (text: string) =>
      text
        .replaceAll('&', '&amp;')
        .replaceAll('"', '&quot;')
        .replaceAll("'", '&#39;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;');

    expect(metaContent(html, 'og:title')).toBe(`${escaped(name)}: results · Meme Arena`);
    expect(html).toContain(`<title>${escaped(name)}: results · Meme Arena</title>`);
    expect(metaContent(html, 'og:description')).toBe(`Winner: ${escaped(winner)} with 8.5 points`);
    expect(metaContent(html, 'twitter:description')).toBe(`Winner: ${escaped(winner)} with 8.5 points`);
    // One head, once: nothing of the page was pasted into it.
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  });

  it("answers the app's own tags, the same for a contest not shared, not in results or missing", async () => {
    const { contest } = await contestInResults('Secret cup name');
    const organizer = await createOrganizer('early', server.url);
    const early = await createContest(organizer, { name: 'Early secret cup', max_memes_per_player: 1 });
    await share(organizer, early.id, true);

    const pages = await Promise.all([crawl(contest.id), crawl(early.id), crawl('abcdefghijklmno')]);
    const generic = (html: string) => html.replace(/\/results\/[a-z0-9]+/g, '/results/ID');
    expect(generic(pages[0]!)).toBe(generic(pages[2]!));
    expect(generic(pages[1]!)).toBe(generic(pages[2]!));
    for (const html of pages) {
      expect(html).not.toContain('Secret cup');
      expect(html).toContain('<title>Meme Arena</title>');
      expect(metaContent(html, 'og:title')).toBe('Meme Arena');
      expect(metaContent(html, 'og:image')).toBe(`${server.url}/og-image.jpg`);
      expect(metaContent(html, 'og:image:width')).toBe('1200');
      expect(metaContent(html, 'og:image:height')).toBe('630');
    }
  });

  it('speaks the contest\'s language: a French contest\'s preview is French, its page lang="fr"', async () => {
    const { organizer, contest, aliceMeme } = await contestInResults();
    await organizer.client.collection('contests').update(contest.id, { language: 'fr' });
    await share(organizer, contest.id, true);
    const html = await crawl(contest.id);
    const escapedName = 'Friday &quot;cup&quot; &lt;b&gt;&amp;&lt;/b&gt;';
    const title = `${escapedName}\u00a0: résultats · Meme Arena`;

    expect(htmlTag(html)).toMatch(/\slang="fr"[\s>]/);
    expect(html.match(/\slang="/g)).toHaveLength(1);
    expect(html).toContain(`<title>${title}</title>`);
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'twitter:title')).toBe(title);
    for (const key of ['description', 'og:description', 'twitter:description']) {
      expect(metaContent(html, key), key).toBe('Alice l’emporte avec 8,5 points');
    }
    expect(metaContent(html, 'og:image:alt')).toBe('Le meme gagnant, par Alice');
    expect(metaContent(html, 'og:image')).toContain(`/${aliceMeme.id}/`);
    expect(html).toContain('<div id="root"></div>');

    // An English contest's, and one whose language is empty, stay as they were, in a page that says so.
    const english = await contestInResults('English cup');
    await english.organizer.client.collection('contests').update(english.contest.id, { language: '' });
    await share(english.organizer, english.contest.id, true);
    const englishHtml = await crawl(english.contest.id);
    expect(htmlTag(englishHtml)).toMatch(/\slang="en"[\s>]/);
    expect(metaContent(englishHtml, 'og:title')).toBe('English cup: results · Meme Arena');
    expect(metaContent(englishHtml, 'og:description')).toBe('Winner: Alice with 8.5 points');
  });

  it('follows a change of language at once, even for a cache that holds the previous page', async () => {
    const { organizer, contest } = await contestInResults('Polyglot cup');
    await organizer.client.collection('contests').update(contest.id, { language: 'es' });
    await share(organizer, contest.id, true);
    const first = await fetch(`${server.url}/results/${contest.id}`, { headers: { 'user-agent': CRAWLER } });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(metaContent(await first.text(), 'og:description')).toBe('Gana Alice con 8,5 puntos');

    await organizer.client.collection('contests').update(contest.id, { language: 'de' });
    const again = await fetch(`${server.url}/results/${contest.id}`, {
      headers: { 'user-agent': CRAWLER, 'if-none-match': etag! },
    });
    expect(again.status).toBe(200);
    const html = await again.text();
    expect(htmlTag(html)).toMatch(/\slang="de"[\s>]/);
    expect(metaContent(html, 'og:title')).toBe('Polyglot cup: Ergebnisse · Meme Arena');
    expect(metaContent(html, 'og:description')).toBe('Platz 1 für Alice: 8,5 Punkte');
  });
});
