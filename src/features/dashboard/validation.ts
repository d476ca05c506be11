// Client-side checks of docs/product/rules-and-limits.md, for fast feedback; the server enforces the same rules.
import { CONTEST_DESCRIPTION_MAX_LENGTH, CONTEST_NAME_LENGTH, MAX_MEMES_PER_PLAYER } from '@/config/limits';
import { t } from '@/i18n/i18n';
import { fromLocalInputValue } from '@/lib/domain/deadlines';
import { normalizeUsername, usernameKey, usernameProblem, type UsernameProblem } from '@/lib/domain/usernames';
import { serverMessage } from '@/lib/errors/server-messages';
import { webhookUrlProblem as discordWebhookUrlProblem, type WebhookUrlProblem } from '@contract/discord_webhook.js';

export interface ContestDetailsInput {
  name: string;
  description: string;
}

export interface ContestDetails {
  name: string;
  description: string;
}

type Result<T> = { ok: true; value: T } | { ok: false; errors: string[] };

export function validateContestDetails(input: ContestDetailsInput): Result<ContestDetails> {
  const name = input.name.trim();
  const description = input.description.trim();
  const errors: string[] = [];
  if (name.length < CONTEST_NAME_LENGTH.min || name.length > CONTEST_NAME_LENGTH.max) {
    errors.push(serverMessage(t, 'contestName'));
  }
  if (description.length > CONTEST_DESCRIPTION_MAX_LENGTH) errors.push(serverMessage(t, 'contestDescription'));
  return errors.length ? { ok: false, errors } : { ok: true, value: { name, description } };
}

/** A whole number from 1 to 10; anything that is not a number counts as 0 (and so fails). */
export function parseMaxMemesPerPlayer(raw: string): number {
  const value = Number(raw);
  return Number.isFinite(value) && raw.trim() !== '' ? value : 0;
}

export function isValidMaxMemesPerPlayer(value: number): boolean {
  return Number.isInteger(value) && value >= MAX_MEMES_PER_PLAYER.min && value <= MAX_MEMES_PER_PLAYER.max;
}

export interface NewContest extends ContestDetails {
  maxMemesPerPlayer: number;
  usernames: string[];
}

/** Every check of the create form, with all the messages at once. */
export function validateNewContest(
  input: ContestDetailsInput & { maxMemes: string; usernames: string[] },
): Result<NewContest> {
  const details = validateContestDetails(input);
  const maxMemesPerPlayer = parseMaxMemesPerPlayer(input.maxMemes);
  const usernames = validatePlayerUsernames(input.usernames);
  const errors = [
    ...(details.ok ? [] : details.errors),
    ...(isValidMaxMemesPerPlayer(maxMemesPerPlayer) ? [] : [serverMessage(t, 'maxMemes')]),
    ...(usernames.ok ? [] : usernames.errors),
  ];
  if (!details.ok || !usernames.ok || errors.length) return { ok: false, errors };
  return { ok: true, value: { ...details.value, maxMemesPerPlayer, usernames: usernames.value } };
}

/** Each username problem is named as the server's message that refuses it, read in the active language. */
export const USERNAME_PROBLEMS: UsernameProblem[] = [
  'usernameLength',
  'usernameCharacters',
  'usernameUnique',
  'usernameLookalike',
];

/**
 * Normalises the usernames as the server will (NFC, trimmed), drops empty ones, and checks them with the server's
 * own rules (src/lib/domain/usernames.ts): length, invisible characters, and uniqueness, also against the usernames already
 * in the contest. Each message once, in the order of the rules.
 */
export function validatePlayerUsernames(raw: string[], existing: string[] = []): Result<string[]> {
  const usernames = raw.map(normalizeUsername).filter(Boolean);
  const problems = new Set<UsernameProblem>();
  usernames.forEach((name, index) => {
    const problem = usernameProblem(name, [...existing, ...usernames.slice(0, index)]);
    if (problem) problems.add(problem);
  });
  const errors = USERNAME_PROBLEMS.filter((problem) => problems.has(problem)).map((problem) =>
    serverMessage(t, problem),
  );
  return errors.length ? { ok: false, errors } : { ok: true, value: usernames };
}

/**
 * docs/product/records.md#generated-e-mail-and-password: the username with whitespace turned to underscores,
 * lowercased, '@', the contest id, '.com'.
 */
export function generatedPlayerEmail(username: string, contestId: string): string {
  return `${usernameKey(username)}@${contestId}.com`;
}

/** docs/product/records.md#generated-e-mail-and-password: a random 32-character hex string (a UUID without dashes). */
export function generatedPlayerPassword(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  // randomUUID only exists in secure contexts; the same amount of randomness otherwise.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Which of `raw` usernames break a rule (their indexes), checked as validatePlayerUsernames does: the create form
 * marks those rows.
 */
export function invalidUsernameRows(raw: string[]): Set<number> {
  const invalid = new Set<number>();
  const earlier: string[] = [];
  raw.forEach((value, index) => {
    const name = normalizeUsername(value);
    if (!name) return;
    if (usernameProblem(name, earlier)) invalid.add(index);
    earlier.push(name);
  });
  return invalid;
}

/** The phase deadlines as typed in datetime-local inputs (local time), '' for none. */
export interface DeadlineInputs {
  participationEnds: string;
  voteEnds: string;
}

/**
 * The deadlines to send (ISO dates, '' to clear), checked as the server will: a deadline that changed must be in
 * the future, and voting must end after participation. `current` holds the stored values, so an unchanged deadline
 * that has meanwhile passed does not block saving the other one.
 */
export function validateDeadlines(
  input: DeadlineInputs,
  current: DeadlineInputs = { participationEnds: '', voteEnds: '' },
  now = Date.now(),
): Result<{ participation_ends: string; vote_ends: string }> {
  const participationEnds = fromLocalInputValue(input.participationEnds);
  const voteEnds = fromLocalInputValue(input.voteEnds);
  const errors: string[] = [];
  const changedToPast = (value: string, typed: string, stored: string) =>
    typed !== stored && value !== '' && new Date(value).getTime() <= now;
  if (
    changedToPast(participationEnds, input.participationEnds, current.participationEnds) ||
    changedToPast(voteEnds, input.voteEnds, current.voteEnds)
  ) {
    errors.push(serverMessage(t, 'deadlinePast'));
  }
  if (participationEnds && voteEnds && new Date(voteEnds).getTime() <= new Date(participationEnds).getTime()) {
    errors.push(serverMessage(t, 'deadlineOrder'));
  }
  return errors.length
    ? { ok: false, errors }
    : { ok: true, value: { participation_ends: participationEnds, vote_ends: voteEnds } };
}

/** The field's words for each way an address falls short of Discord's webhook URL forms. */
const WEBHOOK_URL_PROBLEMS = {
  notHttps: () => t('dashboard.webhookNotHttps'),
  notDiscord: (host: string) => t('dashboard.webhookNotDiscord', { host }),
  notWebhook: () => t('dashboard.webhookNotWebhook'),
  badId: () => t('dashboard.webhookBadId'),
  badToken: () => t('dashboard.webhookBadToken'),
} satisfies Record<WebhookUrlProblem, (host: string) => string>;

/**
 * What exactly is wrong with a Discord webhook URL the server refused, for the field (the server's answer stays
 * generic), by the forms the server checks (@contract/discord_webhook.js). Undefined when the URL looks right, and
 * the server's reason is all there is.
 */
export function webhookUrlProblem(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return t('dashboard.webhookNotUrl');
  }
  const problem = discordWebhookUrlProblem(url);
  return problem ? WEBHOOK_URL_PROBLEMS[problem](url.hostname) : undefined;
}
