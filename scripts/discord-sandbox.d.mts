// Types of scripts/discord-sandbox.mjs, for the TypeScript test helpers.
export declare const SANDBOX_DEFAULTS: {
  port: number;
  clientId: string;
  clientSecret: string;
  username: string;
};

export interface SandboxDiscordUser {
  id: string;
  username: string;
  global_name: string;
  avatar: null;
  discriminator: '0';
  email: string;
  verified: true;
}

export interface DiscordSandbox {
  url: string;
  port: number;
  clientId: string;
  clientSecret: string;
  /** The channel webhooks' stand-in (scripts/discord-webhooks.mjs), on Discord's path /api/webhooks/{id}/{token}. */
  webhooks: WebhookReceiver;
  close: () => Promise<void>;
}

export declare function sandboxDiscordId(username: string): string;
export declare function sandboxDiscordUser(username: string): SandboxDiscordUser;
export declare function startDiscordSandbox(options?: {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  log?: (line: string) => void;
  /** Fields that differ from sandboxDiscordUser's, per username; undefined removes a field. */
  profiles?: Record<string, Partial<Record<keyof SandboxDiscordUser, string | null | boolean | undefined>>>;
}): Promise<DiscordSandbox>;

export interface ReceivedWebhookMessage {
  webhookId: string;
  token: string;
  body: {
    username?: string;
    content?: string;
    allowed_mentions?: { parse: string[] };
    embeds?: Array<{ title?: string; description?: string; url?: string; color?: number; image?: { url: string } }>;
  };
  receivedAt: number;
}

export interface WebhookReceiver {
  messages(webhookId?: string): ReceivedWebhookMessage[];
  attempts(webhookId: string): number;
  /** When the webhook got each request (ms since the epoch), oldest first. */
  attemptTimes(webhookId: string): number[];
  script(webhookId: string, answers: Array<{ status?: number; body?: unknown; delayMs?: number }>): void;
}
