// pb_hooks/contract/rules.json is the one place of the business limits; the SPA's texts are written out in its
// messages modules (where the product's texts are checked). These tests fail when a limit changes and a text that
// states it, in the SPA or on the server, was not changed with it.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, UPLOAD_FORMAT_NAMES, UPLOAD_MAX_BYTES } from '@/config/limits';
import { contestMessages } from '@/features/dashboard/messages';
import { memeMessages } from '@/features/participation/messages';

const server = createRequire(import.meta.url)('../../pb_hooks/contract/rules.js') as {
  MESSAGES: Record<string, string>;
};

describe('one rules file for the server and the SPA', () => {
  it('the SPA shows the very texts the server refuses with', () => {
    expect({
      contestName: contestMessages.nameLength,
      contestDescription: contestMessages.descriptionLength,
      maxMemes: contestMessages.maxMemesRange,
      contestLimit: contestMessages.contestLimit,
      usernameLength: contestMessages.usernameLength,
      usernameUnique: contestMessages.usernamesUnique,
      playersPhase: contestMessages.addOnlyInParticipation,
      uploadFormat: memeMessages.onlyAllowedFormats,
      uploadLimit: memeMessages.alreadyAtLimit,
    }).toEqual({
      contestName: server.MESSAGES.contestName,
      contestDescription: server.MESSAGES.contestDescription,
      maxMemes: server.MESSAGES.maxMemes,
      contestLimit: server.MESSAGES.contestLimit,
      usernameLength: server.MESSAGES.usernameLength,
      usernameUnique: server.MESSAGES.usernameUnique,
      playersPhase: server.MESSAGES.playersPhase,
      uploadFormat: server.MESSAGES.uploadFormat,
      uploadLimit: server.MESSAGES.uploadLimit,
    });
  });

  it('the SPA knows every text the server writes for people, limits filled in as the server fills them', () => {
    expect([...SERVER_MESSAGES].sort()).toEqual(Object.values(server.MESSAGES).sort());
  });

  it('the upload texts state the size limit and the formats of the rules file', () => {
    const megabytes = `${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;
    const formats = UPLOAD_FORMAT_NAMES.join(', ');
    expect(memeMessages.acceptedFormats).toBe(`Accepted formats: ${formats}. Max size per file: ${megabytes}.`);
    expect(memeMessages.someOversize).toBe(`Some files exceeded the ${megabytes} limit and were skipped.`);
    expect(memeMessages.allOversize).toBe(`Files over ${megabytes} were skipped.`);
    expect(server.MESSAGES.uploadFormat).toBe(`Only ${formats} files are allowed.`);
  });
});
