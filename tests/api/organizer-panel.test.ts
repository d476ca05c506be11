// What the organizer's contest panel reads (pb_hooks/organizer_panel.pb.js): GET /api/contests/{contest}/panel/players
// and GET /api/contests/{contest}/panel/memes. They answer the lists the records API shows the contest's organizer,
// from one SQL query each, and nothing more; these tests compare them with the records API and send what a curious
// or hostile client would.
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  castVote,
  createScenario,
  refused,
  setPhase,
  superuser,
  uploadMeme,
  type MemeRecord,
  type PlayerRecord,
} from './support/roles';
import { clientOf, ROLES, type Role, type Scenario } from './support/scenario';

type Row = Record<string, unknown>;

const panelPlayers = (client: PocketBase, contestId: string, query: Record<string, string> = {}) =>
  client.send<Row[]>(`/api/contests/${encodeURIComponent(contestId)}/panel/players`, { query });
const panelMemes = (client: PocketBase, contestId: string, query: Record<string, string> = {}) =>
  client.send<Row[]>(`/api/contests/${encodeURIComponent(contestId)}/panel/memes`, { query });

/** The fields a player and a meme both have. */
const CONTEST_ROW_FIELDS = ['average_score', 'collectionId', 'collectionName', 'contest', 'created', 'id', 'updated'];
// Every field of an answer's rows: the records API's, minus what the panel has no use for; sorted, as the tests
// compare them with a row's sorted keys.
const PLAYER_FIELDS = [...CONTEST_ROW_FIELDS, 'auth_token', 'username'].sort();
const MEME_FIELDS = [...CONTEST_ROW_FIELDS, 'media', 'media_name', 'player'].sort();

/** The records API's list as the contest's organizer reads it, in the panel's order, reduced to `fields`. */
async function throughRecordsApi(client: PocketBase, collection: string, contestId: string, fields: string[]) {
  const records = await client.collection(collection).getFullList<Row>({
    filter: client.filter('contest = {:contestId}', { contestId }),
    sort: collection === 'players' ? 'username' : '-created,-id',
  });
  return records.map((record) => Object.fromEntries(fields.map((field) => [field, record[field]])));
}

let scenario: Scenario;
let memes: MemeRecord[];

beforeAll(async () => {
  scenario = await createScenario({ players: 3, maxMemes: 2 });
  memes = [];
  for (const player of scenario.players) memes.push(await uploadMeme(player, 'meme.png'));
  memes.push(await uploadMeme(scenario.players[0]!, 'meme.gif'));
  await uploadMeme(scenario.outsider, 'meme.jpg');
});

describe("the organizer's panel lists", () => {
  it('answer the players and memes of the contest as the records API shows them to its organizer, and no more', async () => {
    const organizer = scenario.organizerA.client;
    const players = await panelPlayers(organizer, scenario.contestA.id);
    expect(players).toEqual(await throughRecordsApi(organizer, 'players', scenario.contestA.id, PLAYER_FIELDS));
    expect(players.map((player) => player['username'])).toEqual(['Player 1', 'Player 2', 'Player 3']);
    for (const player of players) {
      expect(Object.keys(player).sort()).toEqual(PLAYER_FIELDS);
      expect(player['auth_token']).toMatch(/^\S{20,}$/);
    }

    const answered = await panelMemes(organizer, scenario.contestA.id);
    expect(answered).toEqual(await throughRecordsApi(organizer, 'memes', scenario.contestA.id, MEME_FIELDS));
    expect(answered.map((meme) => meme['id']).sort()).toEqual(memes.map((meme) => meme.id).sort());
    for (const meme of answered) expect(Object.keys(meme).sort()).toEqual(MEME_FIELDS);
    // The picked file name, which only the uploader and the organizer read.
    expect(answered.map((meme) => meme['media_name']).sort()).toEqual(['meme.gif', 'meme.png', 'meme.png', 'meme.png']);
  });

  it('answer the thumbnails the panel shows, with exactly those fields', async () => {
    const [meme] = await panelMemes(scenario.organizerA.client, scenario.contestA.id);
    const file = await fetch(
      scenario.organizerA.client.files.getURL(meme as MemeRecord, String(meme!['media']), { thumb: '200x200' }),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);
  });

  it("ignore what a client adds to the request: filters and expands do not reach another contest's data", async () => {
    const organizer = scenario.organizerA.client;
    const plain = await panelMemes(organizer, scenario.contestA.id);
    const widened = await panelMemes(organizer, scenario.contestA.id, {
      filter: 'contest != ""',
      expand: 'player,contest',
      sort: 'average_score',
    });
    expect(widened).toEqual(plain);
    const players = await panelPlayers(organizer, scenario.contestA.id, { filter: 'id != ""', expand: 'contest' });
    expect(players.map((player) => player['contest'])).toEqual([
      scenario.contestA.id,
      scenario.contestA.id,
      scenario.contestA.id,
    ]);
    // PocketBase's field picker applies to the answer: asking for more only ever takes fields away.
    const picked = await panelPlayers(organizer, scenario.contestA.id, { fields: 'id,email,password,uploads_made' });
    expect(picked).toEqual(players.map((player) => ({ id: player['id'] })));
  });

  it("refuse everyone but the contest's organizer, the same way for a missing or malformed contest", async () => {
    const expected: Record<Role, number> = {
      anonymous: 401,
      'organizer A': 200,
      // Another organizer: as if the contest did not exist.
      'organizer B': 404,
      // A player of the contest, and one of another contest: not an organizer.
      player: 403,
      outsider: 403,
    };
    for (const list of [panelPlayers, panelMemes]) {
      for (const role of ROLES) {
        const status = await list(clientOf(scenario, role), scenario.contestA.id).then(
          () => 200,
          (error: { status: number }) => error.status,
        );
        expect(status, `${list.name}, ${role}`).toBe(expected[role]);
      }
      for (const contestId of ['nosuchcontest00', "x' OR '1'='1", '%', 'a'.repeat(300)]) {
        const error = await refused(list(scenario.organizerA.client, contestId), 404);
        // The refusal carries no record of any contest: only the code of its message.
        expect(error.response).toEqual({
          status: 404,
          message: expect.any(String),
          data: { messageCode: 'contestNotFound' },
        });
      }
    }
    // Organizer B reads their own contest only: the outsider and their meme, nothing of contest A.
    const ofB = await panelPlayers(scenario.organizerB.client, scenario.contestB.id);
    expect(ofB.map((player) => player['username'])).toEqual(['Outsider']);
    const memesOfB = await panelMemes(scenario.organizerB.client, scenario.contestB.id);
    expect(memesOfB.map((meme) => meme['player'])).toEqual([scenario.outsider.record.id]);
  });

  it('show no vote in the vote phase, then the averages once results open, and a removed uploader as none', async () => {
    const { organizerA, contestA, players } = scenario;
    await setPhase(scenario.organizerA, contestA.id, 'vote');
    const [first, second, third] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    // Every meme gets a vote, so results can open: 1 and 2 score each other's and the third's memes.
    await castVote(second, memes[0]!.id, 9);
    await castVote(third, memes[0]!.id, 8);
    await castVote(first, memes[1]!.id, 5);
    await castVote(first, memes[2]!.id, 4);
    await castVote(second, memes[3]!.id, 10);
    const inVote = await panelMemes(organizerA.client, contestA.id);
    // Nothing about votes: the rows have the same fields as before any vote, and averages wait for results.
    for (const meme of inVote) {
      expect(Object.keys(meme).sort()).toEqual(MEME_FIELDS);
      expect(meme['average_score']).toBe(0);
    }
    for (const player of await panelPlayers(organizerA.client, contestA.id)) expect(player['average_score']).toBe(0);

    await setPhase(scenario.organizerA, contestA.id, 'results');
    const averageOf = (rows: Row[], id: string) => rows.find((row) => row['id'] === id)?.['average_score'];
    const inResults = await panelMemes(organizerA.client, contestA.id);
    expect(averageOf(inResults, memes[0]!.id)).toBe(8.5);
    expect(averageOf(inResults, memes[3]!.id)).toBe(10);
    const resultPlayers = await panelPlayers(organizerA.client, contestA.id);
    // The first player's memes received 9, 8 and 10: their points add 5 votes at the contest's mean (36 / 5).
    expect(averageOf(resultPlayers, first.record.id)).toBe((27 + 5 * (36 / 5)) / (3 + 5));

    // A player removed in results: their memes stay, without an uploader.
    await organizerA.client.collection('players').delete(first.record.id);
    const afterRemoval = await panelMemes(organizerA.client, contestA.id);
    expect(afterRemoval.filter((meme) => meme['player'] === '').map((meme) => meme['id'])).toEqual(
      expect.arrayContaining([memes[0]!.id, memes[3]!.id]),
    );
    expect((await panelPlayers(organizerA.client, contestA.id)).map((player) => player['id'])).not.toContain(
      first.record.id,
    );
    expect(afterRemoval).toEqual(await throughRecordsApi(organizerA.client, 'memes', contestA.id, MEME_FIELDS));
  });

  it('refuse a deleted contest, whose players and memes stay in the database', async () => {
    const admin = await superuser();
    const contest = await admin.collection('contests').getOne(scenario.contestB.id);
    await scenario.organizerB.client.collection('contests').delete(contest.id);
    await refused(panelPlayers(scenario.organizerB.client, contest.id), 404);
    await refused(panelMemes(scenario.organizerB.client, contest.id), 404);
    // Their records are still there, with the contest cleared, and no route lists them.
    const outsider = await admin.collection('players').getOne<PlayerRecord>(scenario.outsider.record.id);
    expect(outsider.contest).toBe('');
  });
});
