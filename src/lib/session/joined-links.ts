// The personal links this browser holds, per contest: got by joining (the form or Discord), by getting back in with
// Discord, or by opening a personal link. Opening a join link again shows the player's own link instead of offering
// to join a second time, and the contest address (/c/{contestId}) sends this browser straight to its player's page.
// Kept per contest in one local storage entry.
const STORAGE_KEY = 'meme-arena.joined-contests';

export interface JoinedContest {
  username: string;
  /** The player's personal link: origin, /player/{id} and the token. */
  link: string;
}

function readAll(): Record<string, JoinedContest> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, JoinedContest>) : {};
  } catch {
    return {};
  }
}

export function readJoinedContest(contestId: string): JoinedContest | null {
  const entry = readAll()[contestId];
  return entry && typeof entry.link === 'string' && typeof entry.username === 'string' ? entry : null;
}

export function rememberJoinedContest(contestId: string, joined: JoinedContest): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(), [contestId]: joined }));
  } catch {
    // Storage full or refused (private mode): the page still shows the link to save by hand.
  }
}
