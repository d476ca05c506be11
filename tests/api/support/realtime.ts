// A small realtime (SSE) client: PocketBase's own protocol, driven with fetch so it runs in Node without an
// EventSource polyfill. It records every message of the subscribed topics.
import type PocketBase from 'pocketbase';

export interface RealtimeMessage {
  topic: string;
  action: string;
  record: Record<string, unknown>;
  /** The message's whole data: a record event's { action, record }, or a custom message's own payload. */
  data: Record<string, unknown>;
}

export interface RealtimeSubscription {
  messages: RealtimeMessage[];
  close: () => void;
}

/** A subscription the server refused (anything but 204), with the status it answered. */
export class RealtimeSubscriptionError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(`realtime subscription failed with ${status}`);
    this.name = 'RealtimeSubscriptionError';
    this.status = status;
  }
}

export async function subscribe(client: PocketBase, topics: string[]): Promise<RealtimeSubscription> {
  const abort = new AbortController();
  const response = await fetch(`${client.baseURL}/api/realtime`, { signal: abort.signal });
  if (!response.body) throw new Error('realtime stream without body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const messages: RealtimeMessage[] = [];
  let buffer = '';
  let resolveClientId: (id: string) => void = () => {};
  const clientId = new Promise<string>((resolve) => {
    resolveClientId = resolve;
  });

  const pump = async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const event = /^event:(.*)$/m.exec(block)?.[1]?.trim() ?? '';
        const data = /^data:(.*)$/m.exec(block)?.[1] ?? '{}';
        const payload = JSON.parse(data) as { clientId?: string; action?: string; record?: Record<string, unknown> };
        if (event === 'PB_CONNECT') resolveClientId(payload.clientId ?? '');
        else {
          messages.push({
            topic: event,
            action: payload.action ?? '',
            record: payload.record ?? {},
            data: payload as Record<string, unknown>,
          });
        }
      }
    }
  };
  pump().catch(() => {
    // closed by abort
  });

  const id = await clientId;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (client.authStore.token) headers['Authorization'] = client.authStore.token;
  const subscribed = await fetch(`${client.baseURL}/api/realtime`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ clientId: id, subscriptions: topics }),
  });
  if (subscribed.status !== 204) {
    abort.abort();
    throw new RealtimeSubscriptionError(subscribed.status);
  }

  return { messages, close: () => abort.abort() };
}
