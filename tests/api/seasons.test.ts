// Seasons (docs/product/rules-and-limits.md#seasons, docs/features/seasons.md): only the owner creates, edits and reads
// a season while it is not shared, by every request an attacker would send; a contest joins only its organizer's own
// season; a shared season's answer holds the documented fields only; the leaderboard follows the season points rule,
// ties included, and recognises players across contests; a contest deleted after its results keeps exactly its
// podium; deleting a season removes its podiums and their files; the contest and season limits hold.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlayerCardAnswer, SeasonAnswer } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';
import {
  addPlayer,
  anonymous,
  createContest,
  createOrganizer,
  fixtureFile,
  forcePhase,
  refused,
  refusedWith,
  serverUrl,
  signInPlayer,
  superuser,
  type ContestRecord,
  type Organizer,
} from './support/roles';
import {
  createSeason,
  linkDiscord,
  playContest,
  readSeason,
  storageFolder,
  type PlayedContest,
  type SeasonRecord,
} from './support/season-contest';

const NOT_FOUND = 'The season was not found.';
const NOT_YOURS = 'A contest can only join one of your own seasons.';
const SEASON_LIMIT = 'You can have up to 20 seasons. Delete one before starting a new one.';
const CONTEST_LIMIT = 'You can create up to 3 contests. Delete an existing contest before starting a new one.';

/** The standings as rows of [rank, username, points, contests, best average]. */
const table = (answer: SeasonAnswer) =>
  answer.standings.map((row) => [row.rank, row.username, row.points, row.contests, row.best_average]);

describe('who may read and write a season', () => {
  let alice: Organizer;
  let bob: Organizer;
  let season: SeasonRecord;
  let aliceContest: ContestRecord;
  let bobContest: ContestRecord;
  let player: Awaited<ReturnType<typeof signInPlayer>>;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createOrganizer('season-alice'), createOrganizer('season-bob')]);
    season = await createSeason(alice, { name: 'Meme of the week' });
    aliceContest = await createContest(alice);
    bobContest = await createContest(bob);
    await alice.client.collection('contests').update(aliceContest.id, { season: season.id });
    player = await signInPlayer(await addPlayer(alice, aliceContest.id, 'Season Player'));
  });

  it('lets the owner create, list, read, rename and date their season', async () => {
    expect((await alice.client.collection('seasons').getFullList()).map((row) => row.id)).toContain(season.id);
    const renamed = await alice.client
      .collection('seasons')
      .update<SeasonRecord>(season.id, { name: '  Meme of the month  ', ends: '2026-12-31 23:00:00.000Z' });
    expect(renamed.name).toBe('Meme of the month');
    expect(renamed.ends).toBe('2026-12-31 23:00:00.000Z');
  });

  it("refuses another organizer, a player and a visitor every read and write of someone's season", async () => {
    for (const client of [bob.client, player.client, anonymous()]) {
      expect(await client.collection('seasons').getFullList()).not.toContainEqual(
        expect.objectContaining({ id: season.id }),
      );
      await refused(client.collection('seasons').getOne(season.id), 404);
      await refused(client.collection('seasons').update(season.id, { name: 'Taken over' }));
      await refused(client.collection('seasons').delete(season.id));
    }
    expect((await alice.client.collection('seasons').getOne<SeasonRecord>(season.id)).name).not.toBe('Taken over');
  });

  it("refuses a season made in someone else's name, and handing a season to someone else", async () => {
    await refused(bob.client.collection('seasons').create({ name: 'Not mine', user: alice.user.id }), 400);
    await refused(player.client.collection('seasons').create({ name: 'Player season', user: alice.user.id }), 400);
    await refused(anonymous().collection('seasons').create({ name: 'Guest season', user: alice.user.id }), 400);
    await refused(alice.client.collection('seasons').update(season.id, { user: bob.user.id }));
    expect((await alice.client.collection('seasons').getOne<SeasonRecord>(season.id)).user).toBe(alice.user.id);
  });

  it("refuses a contest joining another organizer's season, on create and on update", async () => {
    const error = await refusedWith(
      bob.client.collection('contests').update(bobContest.id, { season: season.id }),
      NOT_YOURS,
    );
    expect(error.response.data['messageCode']).toBe('seasonNotYours');
    await refusedWith(
      bob.client.collection('contests').create({
        name: 'Sneaky contest',
        max_memes_per_player: 1,
        user: bob.user.id,
        season: season.id,
      }),
      NOT_YOURS,
    );
    // A season id that does not exist reads the same.
    await refusedWith(
      bob.client.collection('contests').update(bobContest.id, { season: 'abcdefghijklmno' }),
      NOT_YOURS,
      400,
    );
    expect((await bob.client.collection('contests').getOne<ContestRecord>(bobContest.id)).season).toBe('');
  });

  it("gives no one else the season through a contest's filters and expands", async () => {
    // The player reads their contest, which is in the season: the season stays the organizer's.
    const own = await player.client.collection('contests').getOne(aliceContest.id, { expand: 'season' });
    expect(own.expand?.['season']).toBeUndefined();
    for (const filter of [`season.name ~ "Meme"`, `season = "${season.id}"`, `season.user != ""`]) {
      await refused(player.client.collection('contests').getList(1, 10, { filter }), 400);
    }
    await refused(player.client.collection('contests').getList(1, 10, { sort: 'season.name' }), 400);
    // Another organizer lists only their own contests, whatever the filter.
    expect(await bob.client.collection('contests').getFullList({ filter: `season = "${season.id}"` })).toEqual([]);
    expect(
      await bob.client.collection('contests').getFullList({ filter: `season.name ~ "Meme"`, expand: 'season' }),
    ).toEqual([]);
  });

  it('answers the season to its owner only while it is not shared, and the same 404 as a missing one to others', async () => {
    const owned = await readSeason(alice.client, season.id);
    expect(owned.season).toEqual({ id: season.id, name: 'Meme of the month', ends: expect.any(String), shared: false });
    expect(owned.contests).toEqual([{ id: aliceContest.id, name: aliceContest.name, status: 'participation' }]);
    for (const client of [bob.client, player.client, anonymous()]) {
      const error = await refusedWith(readSeason(client, season.id), NOT_FOUND, 404);
      expect(error.response.data['messageCode']).toBe('seasonNotFound');
    }
    await refusedWith(readSeason(anonymous(), 'abcdefghijklmno'), NOT_FOUND, 404);
  });

  it('lets a contest join a season past its end date: the date is shown as given', async () => {
    const ended = await createSeason(alice, { name: 'Summer league', ends: '2020-08-31 22:00:00.000Z' });
    const contest = await createContest(alice);
    const joined = await alice.client.collection('contests').update<ContestRecord>(contest.id, { season: ended.id });
    expect(joined.season).toBe(ended.id);
    expect((await readSeason(alice.client, ended.id)).season.ends).toBe('2020-08-31 22:00:00.000Z');
    await alice.client.collection('contests').delete(contest.id);
  });

  it('lets its owner delete it, leaving its contests without a season', async () => {
    const doomed = await createSeason(alice);
    const contest = await createContest(alice);
    await alice.client.collection('contests').update(contest.id, { season: doomed.id });
    await alice.client.collection('seasons').delete(doomed.id);
    expect((await alice.client.collection('contests').getOne<ContestRecord>(contest.id)).season).toBe('');
    await alice.client.collection('contests').delete(contest.id);
  });
});

describe('the season limit', () => {
  it('refuses a 21st season, and a name outside 3 to 100 characters', async () => {
    const organizer = await createOrganizer('season-limit');
    for (let i = 0; i < 20; i++) await createSeason(organizer, { name: `Season ${i + 1}` });
    const error = await refusedWith(createSeason(organizer, { name: 'One too many' }), SEASON_LIMIT);
    expect(error.response.data['messageCode']).toBe('seasonLimit');
    const other = await createOrganizer('season-name');
    await refusedWith(createSeason(other, { name: '  ab  ' }), 'Season name must be between 3 and 100 characters.');
    await refused(createSeason(other, { name: 'x'.repeat(101) }), 400);
  });
});

describe('the leaderboard', () => {
  let organizer: Organizer;
  let season: SeasonRecord;
  let first: PlayedContest;
  let second: PlayedContest;

  beforeAll(async () => {
    organizer = await createOrganizer('season-points');
    season = await createSeason(organizer, { name: 'Points season' });
    // Player points (contract/ranking.js): Ana 7.5, Ben 6.5, Cat 5.5, Dan 4.5; Eve and Gus only vote.
    first = await playContest(organizer, season.id, {
      uploaders: ['Ana', 'Ben', 'Cat', 'Dan'],
      voters: ['Eve', 'Gus'],
      scores: { Ana: [9, 9, 9, 9, 9], Ben: [7, 7, 7, 7, 7], Cat: [5, 5, 5, 5, 5], Dan: [3, 3, 3, 3, 3] },
    });
    // Ben and Ana tie for first (7.7 each), Fay is third (4.6); "eve" is Eve by the username rule.
    second = await playContest(organizer, season.id, {
      uploaders: ['Ben', 'Ana', 'Fay'],
      voters: ['eve', 'Gus'],
      scores: { Ben: [9, 9, 9, 9], Ana: [9, 9, 9, 9], Fay: [2, 2, 2, 2] },
    });
  });

  it('follows the season points rule: 10, 7 and 5 for the podium, 1 for taking part, ties shared', async () => {
    const answer = await readSeason(organizer.client, season.id);
    expect(table(answer)).toEqual([
      [1, 'Ana', 20, 2, '7.7'],
      [2, 'Ben', 17, 2, '7.7'],
      // Equal points: the best average decides.
      [3, 'Cat', 5, 1, '5.5'],
      [4, 'Fay', 5, 1, '4.6'],
      // Equal points and best average: the same place. Eve's latest name is shown.
      [5, 'eve', 2, 2, '0'],
      [5, 'Gus', 2, 2, '0'],
      [7, 'Dan', 1, 1, '4.5'],
    ]);
  });

  it('counts a contest only once it reaches results', async () => {
    const third = await createContest(organizer, { max_memes_per_player: 1 });
    await organizer.client.collection('contests').update(third.id, { season: season.id });
    await addPlayer(organizer, third.id, 'Newcomer');
    const answer = await readSeason(organizer.client, season.id);
    expect(answer.standings.map((row) => row.username)).not.toContain('Newcomer');
    expect(answer.podiums).toHaveLength(2);
    expect(answer.contests?.map((contest) => contest.id)).toEqual([first.contest.id, second.contest.id, third.id]);
    await organizer.client.collection('contests').delete(third.id);
  });

  it("shows each contest's podium, newest first, with its counts and images", async () => {
    const answer = await readSeason(organizer.client, season.id);
    expect(answer.podiums.map((podium) => [podium.contest_name, podium.players, podium.votes])).toEqual([
      [second.contest.name, 5, 12],
      [first.contest.name, 6, 20],
    ]);
    const latest = answer.podiums[0]!;
    expect(latest.places.map((place) => [place.place, place.username, place.score])).toEqual([
      [1, 'Ana', 9],
      [1, 'Ben', 9],
      [3, 'Fay', 2],
    ]);
    const image = await fetch(`${serverUrl()}${latest.places[2]!.image}?thumb=150x150`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('gives each player their season line on their result card, and null outside a season', async () => {
    const card = (player: PlayedContest['players'][string], contestId: string) =>
      player.client.send<PlayerCardAnswer>(routeAddress(API_ROUTES.playerCard, { contest: contestId }), {});
    expect((await card(second.players['Fay']!, second.contest.id)).season).toEqual({
      id: season.id,
      name: 'Points season',
      rank: 4,
      players: 7,
      points: 5,
      shared: false,
    });
    expect((await card(first.players['Eve']!, first.contest.id)).season).toMatchObject({ rank: 5, points: 2 });
    const outside = await playContest(await createOrganizer('no-season'), '', {
      uploaders: ['Solo', 'Duo'],
      scores: { Solo: [8], Duo: [6] },
    });
    expect((await card(outside.players['Solo']!, outside.contest.id)).season).toBeNull();
  });
});

describe('players recognised across contests', () => {
  it('by their linked Discord identity whatever their name, else by their name when one Discord player used it', async () => {
    const organizer = await createOrganizer('season-discord');
    const season = await createSeason(organizer);
    const first = await playContest(organizer, season.id, {
      uploaders: ['Zed', 'Yan', 'Xia'],
      scores: { Zed: [9, 9], Yan: [5, 5], Xia: [2, 2] },
    });
    await linkDiscord(first.players['Zed']!, '900000000000000001');
    await linkDiscord(first.players['Xia']!, '900000000000000002');
    const second = await playContest(organizer, season.id, {
      uploaders: ['Zed the Great', 'Xia', 'Wen'],
      scores: { 'Zed the Great': [9, 9], Xia: [5, 5], Wen: [2, 2] },
    });
    // The same Discord account under a new name; Xia plays without Discord: the one Discord player named Xia.
    await linkDiscord(second.players['Zed the Great']!, '900000000000000001');
    const answer = await readSeason(organizer.client, season.id);
    expect(table(answer)).toEqual([
      [1, 'Zed the Great', 20, 2, expect.any(String)],
      [2, 'Xia', 12, 2, expect.any(String)],
      [3, 'Yan', 7, 1, expect.any(String)],
      [4, 'Wen', 5, 1, expect.any(String)],
    ]);
    expect(JSON.stringify(answer)).not.toContain('90000000000000000');
  });
});

describe('a shared season', () => {
  it('shows anyone the documented fields only: no ids of contests or players, no Discord, no tokens', async () => {
    const organizer = await createOrganizer('season-shared');
    const season = await createSeason(organizer, { name: 'Shared season' });
    const played = await playContest(organizer, season.id, {
      uploaders: ['Pia', 'Quin'],
      scores: { Pia: [8], Quin: [6] },
    });
    await linkDiscord(played.players['Pia']!, '900000000000000009');
    await refused(readSeason(anonymous(), season.id), 404);
    await organizer.client.collection('seasons').update(season.id, { shared: true });

    const answer = await readSeason(anonymous(), season.id);
    expect(Object.keys(answer).sort()).toEqual(['podiums', 'season', 'standings']);
    expect(Object.keys(answer.season).sort()).toEqual(['ends', 'id', 'name', 'shared']);
    for (const row of answer.standings) {
      expect(Object.keys(row).sort()).toEqual(['best_average', 'contests', 'points', 'rank', 'username']);
    }
    for (const podium of answer.podiums) {
      expect(Object.keys(podium).sort()).toEqual(['contest_name', 'held', 'places', 'players', 'votes']);
      for (const place of podium.places) {
        expect(Object.keys(place).sort()).toEqual(['image', 'place', 'score', 'username']);
      }
    }
    const text = JSON.stringify(answer);
    for (const secret of [
      played.contest.id,
      organizer.user.id,
      ...Object.values(played.players).flatMap((player) => [player.record.id, player.token]),
      '900000000000000009',
    ]) {
      expect(text).not.toContain(secret);
    }
    // Another organizer and a player read the same public answer, without the owner's contests.
    const other = await createOrganizer('season-reader');
    expect(await readSeason(other.client, season.id)).toEqual(answer);
    expect(await readSeason(played.players['Quin']!.client, season.id)).toEqual(answer);
    // The owner's answer adds their contests.
    expect((await readSeason(organizer.client, season.id)).contests).toEqual([
      { id: played.contest.id, name: played.contest.name, status: 'results' },
    ]);

    await organizer.client.collection('seasons').update(season.id, { shared: false });
    await refusedWith(readSeason(anonymous(), season.id), NOT_FOUND, 404);
  });
});

describe('a season of thousands of players', () => {
  it('answers a visitor without comparing each name with every other', async () => {
    const organizer = await createOrganizer('season-crowd');
    const season = await createSeason(organizer, { name: 'Crowded season', shared: true });
    // Two kept podiums of 1,500 players each, as an organizer gets by running two contests of 1,500 players (added by
    // name: only the join link stops at 300) to their results and deleting them; written here as the deletion
    // writes them. Ana linked Discord in the first and played without it in the second: she is one player.
    const admin = await superuser();
    for (const podium of [0, 1]) {
      const standings = Array.from({ length: 1500 }, (_, index) => {
        const ana = index === 0;
        return {
          discord_id: ana && podium === 0 ? '900000000000000042' : '',
          name_key: ana ? 'ana' : `player_${podium}_${index}`,
          username: ana ? 'Ana' : `Player ${podium} ${index}`,
          place: ana ? 1 : 0,
          points: ana ? 10 : 1,
          player_points: ana ? 8 : 0,
        };
      });
      await admin.collection('season_podiums').create({
        season: season.id,
        contest_name: `Crowded contest ${podium + 1}`,
        held: `2026-0${podium + 1}-01 20:00:00.000Z`,
        players: 1500,
        votes: 1500,
        standings,
      });
    }

    // Anyone may send this request, as often as the rate limit allows: searching every player for each name took a
    // minute of server time for these 3,000 (and a contest of the season opening its results did the same inside its
    // transaction, holding every write of the server); a lookup by name takes well under a second.
    const started = Date.now();
    const answer = await readSeason(anonymous(), season.id);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(answer.standings).toHaveLength(2999);
    expect(table(answer)[0]).toEqual([1, 'Ana', 20, 2, '8']);
  });
});

describe("a shared season's caching", () => {
  it('lets any cache keep the public answer and revalidate it, and keeps the owner’s and a refusal private', async () => {
    const organizer = await createOrganizer('season-cache');
    const season = await createSeason(organizer, { name: 'Cached season', shared: true });
    await playContest(organizer, season.id, { uploaders: ['Ida', 'Jon'], scores: { Ida: [8], Jon: [6] } });
    const address = `${serverUrl()}${routeAddress(API_ROUTES.season, { season: season.id })}`;

    const first = await fetch(address, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, must-revalidate');
    expect(first.headers.get('vary')).toContain('Authorization');
    // The answer is gzipped for this client: a shared cache must not hand it to one that does not take gzip.
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('vary')).toContain('Accept-Encoding');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"shared-/);
    expect((await fetch(address, { headers: { 'If-None-Match': etag } })).status).toBe(304);

    const owner = await fetch(address, {
      headers: { Authorization: organizer.client.authStore.token, 'If-None-Match': etag },
    });
    expect(owner.status).toBe(200);
    expect(owner.headers.get('cache-control')).toBe('private, no-store');
    expect(owner.headers.get('etag')).toBeNull();
    expect(((await owner.json()) as SeasonAnswer).contests).toHaveLength(1);

    await organizer.client.collection('seasons').update(season.id, { shared: false });
    const withdrawn = await fetch(address, { headers: { 'If-None-Match': etag } });
    expect(withdrawn.status).toBe(404);
    expect(withdrawn.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe("the hall of fame of a full room's contest", () => {
  it('keeps it however long the players’ names are: the deletion is never refused for the size of its standings', async () => {
    const organizer = await createOrganizer('season-full-room');
    const season = await createSeason(organizer, { name: 'Full room season' });
    const contest = await createContest(organizer, { max_memes_per_player: 1 });
    await organizer.client.collection('contests').update(contest.id, { season: season.id });
    // A room of 300 (the join link's limit), each name 100 characters of Japanese, as people joining through the
    // link may pick them; one uploads, the others vote. Written by an administrator for speed, as forcePhase is.
    const admin = await superuser();
    const text = '東京大阪京都名古屋札幌福岡神戸横浜広島仙台千葉埼玉静岡岡山熊本鹿児島長崎新潟金沢富山';
    const digits = '零一二三四五六七八九';
    const password = 'a-long-enough-password';
    const ids: string[] = [];
    for (let batch = 0; batch < 300; batch += 25) {
      const made = await Promise.all(
        Array.from({ length: 25 }, (_, index) => {
          const tag = [...String(batch + index).padStart(3, '0')].map((digit) => digits[Number(digit)]).join('');
          const username = text.repeat(3).slice(0, 97) + tag;
          return admin
            .collection('players')
            .create({ contest: contest.id, username, password, passwordConfirm: password });
        }),
      );
      ids.push(...made.map((player) => player.id));
    }
    const upload = new FormData();
    upload.append('contest', contest.id);
    upload.append('player', ids[0]!);
    upload.append('media', fixtureFile('meme.png'));
    const meme = await admin.collection('memes').create(upload);
    await forcePhase(contest.id, 'vote');
    for (let batch = 1; batch < 300; batch += 25) {
      await Promise.all(
        ids
          .slice(batch, batch + 25)
          .map((player) => admin.collection('votes').create({ meme: meme.id, player, score: 7 })),
      );
    }
    await forcePhase(contest.id, 'results');
    const before = await readSeason(organizer.client, season.id);
    expect(before.standings).toHaveLength(300);

    // Its standings are over 200 KB of JSON: a limit on their size refused the deletion, so the organizer could not
    // free the contest's place without taking it out of its season, and its podium with it.
    await organizer.client.collection('contests').delete(contest.id);
    const after = await readSeason(organizer.client, season.id);
    expect(after.contests).toEqual([]);
    expect(after.standings).toEqual(before.standings);
    expect(after.podiums).toHaveLength(1);
  }, 120_000); // a room of 300 players with long names to set up, slow on a loaded machine
});

describe('the hall of fame', () => {
  let organizer: Organizer;
  let season: SeasonRecord;
  let played: PlayedContest;
  let before: SeasonAnswer;

  beforeAll(async () => {
    organizer = await createOrganizer('season-fame');
    season = await createSeason(organizer, { name: 'Fame season' });
    played = await playContest(organizer, season.id, {
      uploaders: ['Gold', 'Silver', 'Bronze', 'Fourth'],
      voters: ['Judge'],
      scores: { Gold: [9, 9, 9, 9], Silver: [7, 7, 7, 7], Bronze: [5, 5, 5, 5], Fourth: [3, 3, 3, 3] },
    });
    before = await readSeason(organizer.client, season.id);
    await organizer.client.collection('contests').delete(played.contest.id);
  });

  it('keeps exactly the podium of a contest deleted after its results, and the leaderboard unchanged', async () => {
    const after = await readSeason(organizer.client, season.id);
    expect(after.standings).toEqual(before.standings);
    expect(after.contests).toEqual([]);
    const withoutImages = (answer: SeasonAnswer) =>
      answer.podiums.map((podium) => ({ ...podium, places: podium.places.map(({ image: _, ...place }) => place) }));
    expect(withoutImages(after)).toEqual(withoutImages(before));
    expect(after.podiums[0]!.places.map((place) => place.username)).toEqual(['Gold', 'Silver', 'Bronze']);
    expect(after.podiums[0]).toMatchObject({ contest_name: played.contest.name, players: 5, votes: 16 });
  });

  it("keeps a copy of each podium meme's file, served as the original was", async () => {
    const after = await readSeason(organizer.client, season.id);
    const fixtures = { Gold: 'meme.png', Silver: 'meme.gif', Bronze: 'meme.jpg' } as const;
    for (const place of after.podiums[0]!.places) {
      expect(place.image).not.toContain(played.memes[place.username]!.id);
      const file = await fetch(`${serverUrl()}${place.image}`);
      expect(file.status).toBe(200);
      const original = readFileSync(
        new URL(`../fixtures/${fixtures[place.username as keyof typeof fixtures]}`, import.meta.url),
      );
      expect(Buffer.from(await file.arrayBuffer()).equals(original)).toBe(true);
      expect((await fetch(`${serverUrl()}${place.image}?thumb=150x150`)).status).toBe(200);
    }
  });

  it('lets no shared cache keep the kept images unless the season is shared, and then a minute at most', async () => {
    const image = `${serverUrl()}${(await readSeason(organizer.client, season.id)).podiums[0]!.places[0]!.image}`;
    // Not shared: the viewer's browser keeps the file, no CDN does (it would go on serving it after the season and its
    // files are deleted).
    const unshared = await fetch(image);
    expect(unshared.status).toBe(200);
    expect(unshared.headers.get('cache-control')).toMatch(/^private/);
    expect(unshared.headers.get('etag')).toBeNull();
    // Shared: as a shared contest's images, revalidated by shared caches after 60 s.
    await organizer.client.collection('seasons').update(season.id, { shared: true });
    const shared = await fetch(`${image}?thumb=150x150`);
    expect(shared.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=60, must-revalidate');
    expect(shared.headers.get('etag')).toMatch(/^"shared-/);
    await organizer.client.collection('seasons').update(season.id, { shared: false });
    expect((await fetch(image)).headers.get('cache-control')).toMatch(/^private/);
  });

  it('stores nothing else: no vote, no other meme, no link, no player id', async () => {
    const admin = await superuser();
    const podiums = await admin.collection('season_podiums').getFullList({ filter: `season = "${season.id}"` });
    expect(podiums).toHaveLength(1);
    const podium = podiums[0]!;
    expect(Object.keys(podium).sort()).toEqual(
      [
        'collectionId',
        'collectionName',
        'contest_name',
        'created',
        'held',
        'id',
        'players',
        'season',
        'standings',
        'updated',
        'votes',
      ].sort(),
    );
    const stored = JSON.stringify(podium);
    for (const secret of [played.contest.id, ...Object.values(played.players).flatMap((p) => [p.record.id, p.token])]) {
      expect(stored).not.toContain(secret);
    }
    const memes = await admin.collection('season_podium_memes').getFullList({ filter: `podium = "${podium.id}"` });
    expect(memes.map((meme) => [meme['place'], meme['uploader'], meme['score']])).toEqual([
      [1, 'Gold', 9],
      [2, 'Silver', 7],
      [3, 'Bronze', 5],
    ]);
    // Nobody but a superuser reads the hall of fame's records: the season answer shows them.
    for (const client of [organizer.client, anonymous()]) {
      expect(
        await client
          .collection('season_podiums')
          .getFullList()
          .catch(() => []),
      ).toEqual([]);
      await refused(client.collection('season_podium_memes').getOne(memes[0]!.id));
      await refused(client.collection('season_podiums').update(podium.id, { contest_name: 'Rewritten' }));
    }
  });

  it('keeps shared places as the results show them', async () => {
    const tied = await createOrganizer('season-fame-tie');
    const tiedSeason = await createSeason(tied);
    const contest = await playContest(tied, tiedSeason.id, {
      uploaders: ['Tie One', 'Tie Two', 'Tie Three', 'Tie Four'],
      scores: { 'Tie One': [8], 'Tie Two': [8], 'Tie Three': [8], 'Tie Four': [5] },
    });
    const live = await readSeason(tied.client, tiedSeason.id);
    expect(live.podiums[0]!.places.map((place) => place.place)).toEqual([1, 1, 1]);
    await tied.client.collection('contests').delete(contest.contest.id);
    const kept = await readSeason(tied.client, tiedSeason.id);
    const places = (answer: SeasonAnswer) =>
      answer.podiums[0]!.places.map((place) => [place.place, place.username, place.score]);
    expect(places(kept)).toEqual(places(live));
    expect(kept.standings).toEqual(live.standings);
  });

  it('keeps nothing of a contest deleted before its results', async () => {
    const early = await createContest(organizer, { max_memes_per_player: 1 });
    await organizer.client.collection('contests').update(early.id, { season: season.id });
    await addPlayer(organizer, early.id, 'Early bird');
    await organizer.client.collection('contests').delete(early.id);
    const answer = await readSeason(organizer.client, season.id);
    expect(answer.podiums).toHaveLength(1);
    expect(answer.standings).toEqual(before.standings);
  });

  it('counts contests, not podiums, towards the contest limit', async () => {
    const kept = await createOrganizer('season-limit-fame');
    const keptSeason = await createSeason(kept);
    const contests = [];
    for (const name of ['One', 'Two', 'Three']) {
      contests.push(
        await playContest(kept, keptSeason.id, {
          uploaders: [`${name} A`, `${name} B`],
          scores: { [`${name} A`]: [8], [`${name} B`]: [6] },
        }),
      );
    }
    await refusedWith(createContest(kept), CONTEST_LIMIT);
    await kept.client.collection('contests').delete(contests[0]!.contest.id);
    expect((await readSeason(kept.client, keptSeason.id)).podiums).toHaveLength(3);
    const fourth = await createContest(kept);
    expect(fourth.id).toBeTruthy();
    await refusedWith(createContest(kept), CONTEST_LIMIT);
  });

  it("deletes an organizer's account with its seasons, contests and hall of fame", async () => {
    const leaving = await createOrganizer('season-leaving');
    const leavingSeason = await createSeason(leaving);
    const kept = await playContest(leaving, leavingSeason.id, {
      uploaders: ['Old One', 'Old Two'],
      scores: { 'Old One': [7], 'Old Two': [4] },
    });
    await leaving.client.collection('contests').delete(kept.contest.id);
    const live = await playContest(leaving, leavingSeason.id, {
      uploaders: ['New One', 'New Two'],
      scores: { 'New One': [7], 'New Two': [4] },
    });
    const admin = await superuser();
    await admin.collection('users').delete(leaving.user.id);
    await refused(admin.collection('seasons').getOne(leavingSeason.id), 404);
    await refused(admin.collection('contests').getOne(live.contest.id), 404);
    expect(await admin.collection('season_podiums').getFullList({ filter: `season = "${leavingSeason.id}"` })).toEqual(
      [],
    );
  });

  it("deletes a season's podiums and their files with it", async () => {
    const admin = await superuser();
    const podium = (await admin.collection('season_podiums').getFullList({ filter: `season = "${season.id}"` }))[0]!;
    const memes = await admin.collection('season_podium_memes').getFullList({ filter: `podium = "${podium.id}"` });
    const folders = memes.map((meme) => storageFolder(meme.collectionId, meme.id));
    expect(folders.every((folder) => existsSync(folder))).toBe(true);
    const image = (await readSeason(organizer.client, season.id)).podiums[0]!.places[0]!.image;

    await organizer.client.collection('seasons').delete(season.id);

    expect(await admin.collection('season_podiums').getFullList({ filter: `id = "${podium.id}"` })).toEqual([]);
    expect(await admin.collection('season_podium_memes').getFullList({ filter: `podium = "${podium.id}"` })).toEqual(
      [],
    );
    // PocketBase removes a deleted record's files once the deletion is committed.
    await expect.poll(() => folders.filter((folder) => existsSync(folder)), { timeout: 5000 }).toEqual([]);
    expect((await fetch(`${serverUrl()}${image}`)).status).toBe(404);
  });
});
