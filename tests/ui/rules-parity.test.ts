// contract/rules.json is the one place of the business limits; the SPA's texts are written out in its
// catalogs, and its checks of the server's rules show the server's own messages (serverMessage). These tests fail when a limit changes and a text that
// states it, in the SPA or on the server, was not changed with it.
import { describe, expect, it } from 'vitest';
import { UPLOAD_FORMAT_NAMES, UPLOAD_MAX_BYTES } from '@/config/limits';
import { t } from '@/i18n/i18n';
import { serverMessage, serverMessageTexts } from '@/lib/errors/server-messages';
import server from '@contract/rules.js';

describe('one rules file for the server and the SPA', () => {
  it('the SPA shows the very texts the server refuses with', () => {
    expect({
      contestName: serverMessage(t, 'contestName'),
      contestDescription: serverMessage(t, 'contestDescription'),
      maxMemes: serverMessage(t, 'maxMemes'),
      contestLimit: serverMessage(t, 'contestLimit'),
      usernameLength: serverMessage(t, 'usernameLength'),
      usernameUnique: serverMessage(t, 'usernameUnique'),
      playersPhase: serverMessage(t, 'playersPhase'),
      uploadFormat: serverMessage(t, 'uploadFormat'),
      uploadLimit: serverMessage(t, 'uploadLimit'),
      seasonName: serverMessage(t, 'seasonName'),
      seasonLimit: serverMessage(t, 'seasonLimit'),
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
      seasonName: server.MESSAGES.seasonName,
      seasonLimit: server.MESSAGES.seasonLimit,
    });
  });

  it('the SPA knows every text the server writes for people, limits filled in as the server fills them', () => {
    expect(serverMessageTexts(t).sort()).toEqual(Object.values(server.MESSAGES).sort());
  });

  it('the upload texts state the size limit and the formats of the rules file', () => {
    const megabytes = `${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;
    const formats = UPLOAD_FORMAT_NAMES.join(', ');
    expect(t('participation.acceptedFormats')).toBe(`Accepted formats: ${formats}. Max size per file: ${megabytes}.`);
    expect(t('participation.someOversize')).toBe(`Some files exceeded the ${megabytes} limit and were skipped.`);
    expect(t('participation.allOversize')).toBe(`Files over ${megabytes} were skipped.`);
    expect(server.MESSAGES.uploadFormat).toBe(`Only ${formats} files are allowed.`);
  });
});
