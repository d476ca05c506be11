// Types of usernames.js for the app, which imports it through scripts/vite/hook-libraries.ts.
export type UsernameProblem = 'usernameLength' | 'usernameCharacters' | 'usernameUnique' | 'usernameLookalike';

declare const usernames: {
  normalizeUsername(value: unknown): string;
  hasHiddenCharacter(username: string): boolean;
  usernameKey(username: string): string;
  lookalikeKeys(username: string): string[];
  usernameProblem(
    username: string,
    others: readonly string[],
    limits: { min: number; max: number },
  ): UsernameProblem | null;
};
export default usernames;
