// A contest in results, built through the API as each role would, for the tests of the public results page, its
// link preview, its caching and its compression.
import {
  addPlayer,
  castVote,
  createContest,
  createOrganizer,
  setPhase,
  signInPlayer,
  uploadMeme,
  type ContestRecord,
  type Organizer,
  type Player,
} from './roles';

/**
 * Three players; the first one's meme scored 8.5 on average, the second one's 6.5, the third uploads nothing.
 * Returns who is who.
 */
export async function contestInResults(
  url: string,
  { name, usernames = ['Alice', 'Bob', 'Carol'], description = 'Best of the week' }: ContestInResults,
) {
  const organizer = await createOrganizer('public', url);
  const contest = await createContest(organizer, { name, description, max_memes_per_player: 1 });
  const players: Player[] = [];
  for (const username of usernames) {
    players.push(await signInPlayer(await addPlayer(organizer, contest.id, username), url));
  }
  const [alice, bob, carol] = players as [Player, Player, Player];
  const aliceMeme = await uploadMeme(alice, 'meme.png');
  const bobMeme = await uploadMeme(bob, 'meme.gif');
  await setPhase(organizer, contest.id, 'vote');
  await castVote(bob, aliceMeme.id, 9);
  await castVote(carol, aliceMeme.id, 8);
  await castVote(alice, bobMeme.id, 6);
  await castVote(carol, bobMeme.id, 7);
  await setPhase(organizer, contest.id, 'results');
  return { organizer, contest, alice, bob, aliceMeme, bobMeme };
}

interface ContestInResults {
  name: string;
  usernames?: [string, string, string];
  description?: string;
}

/** The organizer turns the sharing of the results on or off. */
export const share = (organizer: Organizer, contestId: string, shared: boolean) =>
  organizer.client.collection('contests').update<ContestRecord>(contestId, { results_shared: shared });
