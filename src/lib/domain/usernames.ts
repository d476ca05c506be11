// The browser's half of the username rules: the very file the server checks every new player with
// (contract/usernames.js, imported through scripts/vite/hook-libraries.ts), so the page says what the server
// would refuse, in its words, before sending.
import { PLAYER_USERNAME_LENGTH } from '@/config/limits';
import usernames, { type UsernameProblem } from '@contract/usernames.js';

export type { UsernameProblem };

/** A username as the server stores it: NFC, trimmed. */
export function normalizeUsername(value: string): string {
  return usernames.normalizeUsername(value);
}

/** The generated e-mail's key: names with the same key would share an e-mail. */
export function usernameKey(username: string): string {
  return usernames.usernameKey(username);
}

/** Why the normalised `username` cannot join players named `others`, or null when it can. */
export function usernameProblem(username: string, others: readonly string[] = []): UsernameProblem | null {
  return usernames.usernameProblem(username, others, PLAYER_USERNAME_LENGTH);
}
