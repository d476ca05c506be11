// Types of contest-setup.mjs, for the TypeScript tests that import it.
import type PocketBase from 'pocketbase';
import type { RecordAuthResponse, RecordModel } from 'pocketbase';

export declare function newClient(url: string): PocketBase;
export declare function signInSuperuser(
  url: string,
  credentials: { email: string; password: string },
): Promise<PocketBase>;
export declare function createOrganizerAccount<User extends RecordModel = RecordModel>(
  admin: PocketBase,
  url: string,
  options: { username: string; name?: string; externalDiscordId?: string },
): Promise<{ client: PocketBase; user: User }>;
export declare function impersonate(admin: PocketBase, url: string, userId: string): Promise<PocketBase>;
export declare function signInThroughDiscordSandbox<User extends RecordModel = RecordModel>(
  url: string,
  username: string,
): Promise<{ client: PocketBase; user: User; token: string; meta: RecordAuthResponse['meta'] }>;
export declare function createContest<Contest extends RecordModel = RecordModel>(
  organizer: PocketBase,
  options: { userId: string; name: string; description?: string; maxMemes: number },
): Promise<Contest>;
export declare function addPlayer<Player extends RecordModel = RecordModel>(
  organizer: PocketBase,
  contestId: string,
  username: string,
): Promise<Player>;
export declare function playerLinkToken(
  organizer: PocketBase,
  player: { id: string; username: string; auth_token?: string },
): Promise<string>;
export declare function openJoinLink(organizer: PocketBase, contestId: string): Promise<string>;
export declare function closeJoinLink(organizer: PocketBase, contestId: string): Promise<void>;
export interface JoinedPlayer {
  token: string;
  player: { id: string; username: string; contest: string };
}
export declare function joinContest(
  client: PocketBase,
  contestId: string,
  secret: string,
  username: string,
): Promise<JoinedPlayer>;
export declare function playerLink(appUrl: string, playerId: string, token: string): string;
export declare function signInWithLink(url: string, token: string): Promise<PocketBase>;
export declare function uploadMeme<Meme extends RecordModel = RecordModel>(
  player: PocketBase,
  upload: { contestId: string; playerId: string; file: File },
): Promise<Meme>;
export declare function castVote<Vote = unknown>(
  player: PocketBase,
  memeId: string,
  body: number | unknown,
): Promise<Vote>;
export declare function setPhase<Contest extends RecordModel = RecordModel>(
  client: PocketBase,
  contestId: string,
  status: string,
): Promise<Contest>;
export interface RecomputedAverage {
  id: string;
  stored: number;
  expected: number;
}
export declare function recomputeAverages<Vote extends RecordModel = RecordModel>(
  admin: PocketBase,
  contestId: string,
): Promise<{ memes: RecomputedAverage[]; players: RecomputedAverage[]; votes: Vote[] }>;
