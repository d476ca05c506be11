// One way to name a file (eslint.config.js): kebab-case in the app, its tests and scripts; snake_case in the hooks and
// the contract; a timestamp and snake_case for a migration. The lint refuses any other name, and any other folder name.
import { describe, expect, it } from 'vitest';
import { rulesBroken } from './support/lint';

const code = 'export const example = 1;\n';
const fileName = 'check-file/filename-naming-convention';
const folderName = 'check-file/folder-naming-convention';

describe('file and folder names', () => {
  it.each([
    'src/features/voting/components/VoteCard.tsx',
    'src/features/voting/components/voteCard.tsx',
    'src/lib/vote_order.ts',
    'tests/ui/PlayerVote.test.tsx',
    'scripts/lib/go_server_binary.mjs',
  ])('refuses %s in the app, its tests and scripts', async (path) => {
    expect(await rulesBroken(path, code)).toContain(fileName);
  });

  it.each([
    'src/features/voting/components/vote-card.tsx',
    'tests/ui/player-vote.test.tsx',
    'tests/e2e/player-vote.spec.ts',
    'scripts/lib/go-server-binary.d.mts',
  ])('accepts %s', async (path) => {
    expect(await rulesBroken(path, code)).not.toContain(fileName);
  });

  it('refuses kebab-case in the hooks and the contract, and accepts snake_case', async () => {
    const hook = 'module.exports = {};\n';
    expect(await rulesBroken('pb_hooks/lib/rules/vote-rules.js', hook)).toContain(fileName);
    expect(await rulesBroken('contract/image-header.js', hook)).toContain(fileName);
    expect(await rulesBroken('pb_hooks/lib/rules/vote_rules.js', hook)).not.toContain(fileName);
    expect(await rulesBroken('pb_hooks/votes.pb.js', hook)).not.toContain(fileName);
  });

  it('refuses a migration without its timestamp', async () => {
    const migration = 'migrate(() => {});\n';
    expect(await rulesBroken('pb_migrations/add_language.js', migration)).toContain(fileName);
    expect(await rulesBroken('pb_migrations/1796000000_deadline_blocked_code.js', migration)).not.toContain(fileName);
  });

  it('refuses a module loose in src/lib, outside the room of its concern', async () => {
    expect(await rulesBroken('src/lib/vote-helpers.ts', code)).toContain('check-file/filename-blocklist');
    expect(await rulesBroken('src/lib/domain/vote-helpers.ts', code)).not.toContain('check-file/filename-blocklist');
  });

  it('refuses a folder named another way', async () => {
    expect(await rulesBroken('src/features/VoteThings/vote-card.tsx', code)).toContain(folderName);
    expect(await rulesBroken('src/features/vote_things/vote-card.tsx', code)).toContain(folderName);
    expect(await rulesBroken('pb_hooks/lib/rule-book/vote_rules.js', 'module.exports = {};\n')).toContain(folderName);
    expect(await rulesBroken('src/features/vote-things/vote-card.tsx', code)).not.toContain(folderName);
  });
});
