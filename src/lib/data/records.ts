// Record types of the PocketBase collections (pb_migrations/), written once (docs/product/records.md).
import type { RecordModel } from 'pocketbase';
import type { DiscordDeliveryReason } from '@contract/answers.js';

export type ContestStatus = 'participation' | 'vote' | 'results';

export interface UserRecord extends RecordModel {
  username: string;
  name: string;
  avatar: string;
  verified: boolean;
}

export interface ContestRecord extends RecordModel {
  name: string;
  description: string;
  status: ContestStatus;
  max_memes_per_player: number;
  user: string;
  /** The join link's secret: shown to the contest's organizer only; empty while joining is closed. */
  join_secret?: string;
  /** Phase deadlines: when participation and the vote end, or '' for none. */
  participation_ends?: string;
  vote_ends?: string;
  /** Why a deadline passed without advancing the contest; shown to the contest's organizer only. */
  deadline_blocked?: string;
  /** That reason as a server message code with its parameters, to say it in the organizer's language. */
  deadline_blocked_code?: { messageCode: string; messageParams?: Record<string, number> } | null;
  /** The channel webhook Discord announcements go to; shown to the contest's organizer only. */
  discord_webhook?: string;
  /** The last announcement's outcome; shown to the contest's organizer only. Null before the first one. */
  discord_delivery?: DiscordDelivery | null;
  /** Whether anyone may open the results page /results/{id} once results are open. */
  results_shared?: boolean;
  /** The contest's language (contract/locales.json); '' reads as English. */
  language?: string;
  /** The organizer's season the contest counts in (docs/product/organizer.md#seasons); '' for none. */
  season?: string;
  created: string;
  updated: string;
}

/** An organizer's season: contests that add up to one leaderboard (docs/product/organizer.md#seasons). */
export interface SeasonRecord extends RecordModel {
  name: string;
  /** The season's end date, or '' for none. */
  ends: string;
  /** Whether anyone may open its public page /seasons/{id}. */
  shared: boolean;
  user: string;
  created: string;
  updated: string;
}

/** What pb_hooks/lib/rules/discord_delivery.js records about the last message it posted (or tried to) for a contest. */
export interface DiscordDelivery {
  /**
   * sent; retrying (another attempt is coming); refused (Discord said no: final); failed (attempts used up, over an
   * hour: Retry now is offered); queued (Retry now was pressed: a new round of attempts starts within seconds).
   */
  state: 'sent' | 'retrying' | 'refused' | 'failed' | 'queued';
  event: 'vote' | 'results' | 'test' | 'reminder' | 'shared';
  /** ISO time of the outcome. */
  at: string;
  /** What went wrong, as a code the panel says in the organizer's language (none in outcomes stored before it). */
  reason?: DiscordDeliveryReason;
  /** Discord's HTTP status, when it answered. */
  status?: number;
  /** What went wrong, in English words (or Discord's own, when it refused). */
  detail?: string;
  attempt?: number;
  attempts?: number;
  /** ISO time of the next attempt, while retrying. */
  next_attempt?: string;
}

export interface PlayerRecord extends RecordModel {
  username: string;
  email?: string;
  contest: string;
  /** The link credential; the server shows it to the contest's organizer only. */
  auth_token?: string;
  average_score: number;
  /** Whether the player is bound to a Discord account (never which one: that stays on the server). */
  discord_linked?: boolean;
  created: string;
}

export interface MemeRecord extends RecordModel {
  contest: string;
  player: string;
  /** One file name (the server keeps a single file; a list is tolerated, the first is used). */
  media: string | string[];
  /** The file name as the uploader picked it; only the uploader and the organizer receive it (stored names are random). */
  media_name?: string;
  average_score: number;
  created: string;
  /** The uploader's username (and id, through the records API); the public results route sends the username only. */
  expand?: { player?: Pick<PlayerRecord, 'username'> & Partial<Pick<PlayerRecord, 'id'>> };
}

export interface VoteRecord extends RecordModel {
  meme: string;
  player: string;
  score: number;
  updated: string;
}

/** A row of the views meme_vote_counts (votes a meme received) and player_vote_counts (votes a player gave). */
export interface VoteCountRecord extends RecordModel {
  contest: string;
  votes: number;
}

export const collections = {
  users: 'users',
  contests: 'contests',
  players: 'players',
  memes: 'memes',
  votes: 'votes',
  memeVoteCounts: 'meme_vote_counts',
  playerVoteCounts: 'player_vote_counts',
  memeRemovals: 'meme_removals',
  seasons: 'seasons',
} as const;

/** The notice a player gets when the organizer removed one of their memes. */
export interface MemeRemovalRecord extends RecordModel {
  player: string;
  contest: string;
  /** The removed meme's name as its uploader picked it. */
  media_name: string;
  /** The phase it was removed in ('' on notices written before this was recorded). */
  phase?: 'participation' | 'vote' | '';
  created: string;
}
