// Set-up and checks shared by the vote tests (votes-*.test.ts).
import { expect } from 'vitest';
import { recomputeAverages, type RecomputedAverage } from '../../../scripts/lib/contest-setup.mjs';
import { createScenario, forcePhase, superuser, uploadMeme, type VoteRecord } from './roles';

export function mean(scores: number[]): number {
  return scores.length === 0 ? 0 : scores.reduce((sum, score) => sum + score, 0) / scores.length;
}

/** Every average of a contest, stored and recomputed from its votes, as the superuser sees them. */
export async function recomputedAverages(contestId: string) {
  const { memes, players, votes } = await recomputeAverages<VoteRecord>(await superuser(), contestId);
  const byId = (rows: RecomputedAverage[]) => new Map(rows.map(({ id, ...row }) => [id, row]));
  return { memes: byId(memes), players: byId(players), votes };
}

export async function expectExactAverages(contestId: string) {
  const averages = await recomputedAverages(contestId);
  for (const [id, { stored, expected }] of averages.memes) expect(stored, `meme ${id}`).toBe(expected);
  for (const [id, { stored, expected }] of averages.players) expect(stored, `player ${id}`).toBe(expected);
  return averages;
}

export const MESSAGES = {
  score: 'A score is a whole number from 1 to 10.',
  ownMeme: 'You cannot vote on your own memes.',
  phase: 'Votes can only be cast or changed during the vote phase.',
};

/** The votes stored on a meme (optionally by one player), as the superuser reads them. */
export async function storedVotes(memeId: string, playerId?: string) {
  const admin = await superuser();
  const filter = playerId ? `meme = "${memeId}" && player = "${playerId}"` : `meme = "${memeId}"`;
  return admin.collection('votes').getFullList<VoteRecord>({ filter, sort: 'created' });
}

export async function storedScore(voteId: string) {
  return (await (await superuser()).collection('votes').getOne<VoteRecord>(voteId)).score;
}

/** The shared scenario of the vote tests: contest A's three players and an outsider each upload a meme; both
 * contests are in vote. */
export async function voteScenario() {
  const scenario = await createScenario();
  const memeOfPlayer1 = await uploadMeme(scenario.players[0]!, 'meme.png');
  const memeOfPlayer2 = await uploadMeme(scenario.players[1]!, 'meme.jpg');
  const memeOfPlayer3 = await uploadMeme(scenario.players[2]!, 'meme.gif');
  const memeOfOutsider = await uploadMeme(scenario.outsider, 'meme.gif');
  await forcePhase(scenario.contestA.id, 'vote');
  await forcePhase(scenario.contestB.id, 'vote');
  return { scenario, memeOfPlayer1, memeOfPlayer2, memeOfPlayer3, memeOfOutsider };
}
