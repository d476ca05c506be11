// The server's refusals in the person's language (docs/architecture.md#server-messages): each refusal carries the
// code of its message (its key in contract/rules.json's messages) and its parameters; the catalogs hold
// each code's text as 'server.<code>'. The app's own checks of the same rules show the same entries. The English
// texts themselves are not in the app's scripts: they come with the English catalog.
import { i18n } from '@lingui/core';
import type { MessageId, Translate } from '@/i18n/i18n';
import { limits } from '@contract/rules.json';
import type rules from '@contract/rules.json';

export type ServerMessageCode = keyof (typeof rules)['messages'];
export type MessageParams = Record<string, string | number>;

/**
 * The parameters the server sends with each message that has any: its {limit} placeholders by their last part
 * (contract/rules.js). tests/ui/catalogs.test.ts checks they are the server's.
 */
export const MESSAGE_PARAMS: Partial<Record<ServerMessageCode, MessageParams>> = {
  contestName: { min: limits.contestName.min, max: limits.contestName.max },
  contestDescription: { contestDescriptionMax: limits.contestDescriptionMax },
  maxMemes: { min: limits.memesPerPlayer.min, max: limits.memesPerPlayer.max },
  contestLimit: { contestsPerOrganizer: limits.contestsPerOrganizer },
  usernameLength: { min: limits.playerUsername.min, max: limits.playerUsername.max },
  imageSize: { maxSide: limits.image.maxSide, maxMegapixels: limits.image.maxMegapixels },
  imageAnimation: { maxAnimationMegapixels: limits.image.maxAnimationMegapixels },
  voteScore: { min: limits.score.min, max: limits.score.max },
  joinFull: { playersPerContest: limits.playersPerContest },
  runAgainPlayers: { playersPerContest: limits.playersPerContest },
  runAgainPlayersTooSoon: { runAgainPlayersSeconds: limits.runAgainPlayersSeconds },
  webhookTestLimit: { discordTestMessagesPerMinute: limits.discordTestMessagesPerMinute },
  remindTooSoon: { discordReminderMinutes: limits.discordReminderMinutes },
  seasonName: { min: limits.seasonName.min, max: limits.seasonName.max },
  seasonLimit: { seasonsPerOrganizer: limits.seasonsPerOrganizer },
};

const SERVER_PREFIX = 'server.';

/** Whether the active catalog has a text for `code` (a newer server may send a code this app does not know). */
export function isServerMessageCode(code: unknown): code is ServerMessageCode {
  return typeof code === 'string' && i18n.messages[SERVER_PREFIX + code] !== undefined;
}

/** The text of a server message through `t`, with the server's parameters (or the contract's). */
export function serverMessage(
  t: Translate,
  code: ServerMessageCode,
  params: MessageParams | undefined = MESSAGE_PARAMS[code],
): string {
  return t(`${SERVER_PREFIX}${code}` as MessageId, params);
}

/**
 * Every message the server refuses with, written for people, through `t` (the English catalog's are the server's own
 * texts, each {limit} filled in as the hooks fill it, contract/rules.js). A player's page shows a server
 * message without a code (src/lib/errors/player-errors.ts) only when it is one of these.
 */
export function serverMessageTexts(t: Translate): string[] {
  return Object.keys(i18n.messages)
    .filter((key) => key.startsWith(SERVER_PREFIX))
    .map((key) => serverMessage(t, key.slice(SERVER_PREFIX.length) as ServerMessageCode));
}
