// Counts what a page asks PocketBase for, sorted by kind, so a test can compare the cost of one screen
// across contests of different sizes.
//
// - api: record calls (/api/collections/…): these must not grow with the number of rows. A call the page repeats
//   exactly (same method, path and query) is counted apart, in apiRepeats: that is the panel's vote-count poll firing
//   while a slow load is still under way, which depends on the clock, not on the room.
// - files: file downloads (/api/files/…): one per image on screen by nature (lazy thumbnails), reported only.
// - realtime: the realtime connection (one long-lived GET /api/realtime, an EventSource) and its subscription
//   POSTs. How many POSTs the SDK sends depends on whether subscriptions are made before or after the connection
//   opens (it sends the ones made meanwhile together), not on the data, so they are reported apart; the topics
//   subscribed (read from those POSTs) are what can be compared.
import type { Page, Request } from '@playwright/test';

export type RequestKind = 'api' | 'files' | 'realtime' | 'other';

export interface RequestCounts {
  api: number;
  /** Exact repeats of an earlier API call of the same load (a poll's next round). */
  apiRepeats: number;
  files: number;
  realtimeConnections: number;
  realtimeSubscribePosts: number;
  /** Topics of the last subscription POST (the SDK sends the full set each time), e.g. 'memes/*?options=…'. */
  realtimeTopics: string[];
  other: number;
  /** `METHOD /path` of every API call, in order, to explain a difference. */
  apiCalls: string[];
}

export function requestKind(url: URL): RequestKind {
  if (url.pathname.startsWith('/api/files/')) return 'files';
  if (url.pathname === '/api/realtime') return 'realtime';
  // The records API and the app's own routes (pb_hooks), such as the vote page's reads.
  if (url.pathname.startsWith('/api/')) return 'api';
  return 'other';
}

export interface PocketBaseRequestCounter {
  /** Resolves once no PocketBase request has been open or started for `quietMs` (the realtime stream aside). */
  settle: (quietMs?: number, timeoutMs?: number) => Promise<void>;
  counts: () => RequestCounts;
  stop: () => void;
}

/** Starts counting the page's requests to the PocketBase origin; call before navigating. */
export function countPocketBaseRequests(page: Page, pocketbaseUrl: string): PocketBaseRequestCounter {
  const origin = new URL(pocketbaseUrl).origin;
  const seen: Request[] = [];
  const open = new Set<Request>();
  let lastActivity = Date.now();

  const isPocketBase = (request: Request) => new URL(request.url()).origin === origin;
  // The EventSource stays open for the page's life: it never counts as a request in progress.
  const isStream = (request: Request) =>
    request.method() === 'GET' && requestKind(new URL(request.url())) === 'realtime';

  const onRequest = (request: Request) => {
    if (!isPocketBase(request)) return;
    seen.push(request);
    lastActivity = Date.now();
    if (!isStream(request)) open.add(request);
  };
  const onDone = (request: Request) => {
    if (!open.delete(request)) return;
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);

  return {
    async settle(quietMs = 1_000, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (open.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) {
          const pending = [...open].map((request) => `${request.method()} ${request.url()}`);
          const list = pending.join(', ') || 'none';
          throw new Error(`PocketBase requests did not settle within ${timeoutMs} ms; open: ${list}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    counts() {
      const counts: RequestCounts = {
        api: 0,
        apiRepeats: 0,
        files: 0,
        realtimeConnections: 0,
        realtimeSubscribePosts: 0,
        realtimeTopics: [],
        other: 0,
        apiCalls: [],
      };
      const apiCallsSeen = new Set<string>();
      for (const request of seen) {
        const url = new URL(request.url());
        const kind = requestKind(url);
        if (kind === 'api') {
          const call = `${request.method()} ${url.pathname}${url.search}`;
          if (apiCallsSeen.has(call)) {
            counts.apiRepeats += 1;
            counts.apiCalls.push(`${request.method()} ${url.pathname} (again)`);
            continue;
          }
          apiCallsSeen.add(call);
          counts.api += 1;
          counts.apiCalls.push(`${request.method()} ${url.pathname}`);
        } else if (kind === 'files') {
          counts.files += 1;
        } else if (kind === 'realtime') {
          if (isStream(request)) {
            counts.realtimeConnections += 1;
          } else {
            counts.realtimeSubscribePosts += 1;
            const body = request.postDataJSON() as { subscriptions?: unknown } | null;
            if (Array.isArray(body?.subscriptions)) counts.realtimeTopics = body.subscriptions.map(String);
          }
        } else {
          counts.other += 1;
        }
      }
      return counts;
    },
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}
