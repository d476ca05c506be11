// What the webhook field says when the server refuses a URL: the precise problem, not only the generic refusal.
import { describe, expect, it } from 'vitest';
import { webhookUrlProblem } from '@/features/dashboard/validation';

const ID = '1234567890123456789';
const TOKEN = 'a'.repeat(68);

describe('webhookUrlProblem', () => {
  it.each([
    ['discord.com/api/webhooks/1/2', 'This is not a web address. Copy the whole webhook URL from Discord.'],
    [`http://discord.com/api/webhooks/${ID}/${TOKEN}`, 'The webhook URL must start with https://.'],
    ['https://example.com/hook', 'example.com is not Discord: a webhook URL is on discord.com.'],
    ['https://discord.com/channels/1/2', 'This Discord address is not a webhook: it should contain /api/webhooks/.'],
    [
      'https://discord.com/api/webhooks/123/' + TOKEN,
      "The webhook's id (the number after /webhooks/) is missing or cut.",
    ],
    [`https://discord.com/api/webhooks/${ID}`, "The webhook's token (the part after the id) is missing or cut."],
    [`https://discord.com/api/webhooks/${ID}/abc`, "The webhook's token (the part after the id) is missing or cut."],
  ])('%s: %s', (url, problem) => {
    expect(webhookUrlProblem(url)).toBe(problem);
  });

  it.each([
    `https://discord.com/api/webhooks/${ID}/${TOKEN}`,
    `https://canary.discord.com/api/v10/webhooks/${ID}/${TOKEN}/`,
    `https://discordapp.com/api/webhooks/${ID}/${TOKEN}`,
  ])('finds nothing wrong with %s', (url) => {
    expect(webhookUrlProblem(url)).toBeUndefined();
  });
});
