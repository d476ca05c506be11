// index.html's first inline script, which sends a page's first requests while the app's scripts download (see
// ../early-requests.ts for what each page sends and how the app takes the answers). The build bundles this module on
// its own into one small script (scripts/vite/first-paint.ts) and calls it with the build's figures: nothing here
// may assume the app has run, and every failure stays inside (the app reports what it reads).
import { playerVoteOrder } from '../../features/voting/vote-order';
import type { EarlyRequests } from '../early-requests';
import type { EarlyRequestsConfig } from '../types';

interface MemeFileRow {
  id: string;
  collectionId: string;
  media: string | string[];
  score?: number;
}

type Requests = Record<string, Promise<Response>>;

export default function sendEarlyRequests(config: EarlyRequestsConfig): void {
  try {
    const token = new URLSearchParams(location.search).get('token');
    const path = location.pathname;
    const onPlayerLink = !!token && new RegExp(config.player).test(path);
    const onPublicResults = new RegExp(config.publicResults).test(path);
    // The organizer's stored session, on their contest panel: the SDK's LocalAuthStore, { token, record }.
    const session = new RegExp(config.contestPanel).test(path)
      ? (JSON.parse(localStorage.getItem(config.hostAuthStoreKey) || 'null') as { token?: string } | null)
      : null;
    const hostToken = session && session.token;
    if (!onPlayerLink && !onPublicResults && !hostToken) return;

    // The API's base exactly as the SDK builds it (Client.buildURL of pocketbase 0.28): an absolute base as is; a base
    // starting with '/' after the page's origin; any other relative base after the page's path.
    let base = config.base;
    if (!/^https?:\/\//.test(config.base)) {
      base = location.origin.replace(/\/$/, '');
      if (config.base.charAt(0) !== '/') {
        base += location.pathname || '/';
        if (base.slice(-1) !== '/') base += '/';
      }
      base += config.base;
    }
    if (base.slice(-1) !== '/') base += '/';

    const { collection, record, file } = config.placeholders;
    const firstFile = (meme: MemeFileRow) => ([] as string[]).concat(meme.media)[0];
    // The address of a template for record `id` (and with a meme, its collection and file), each part encoded.
    const address = (template: string, id: string, meme?: MemeFileRow) => {
      let filled = template.split(record).join(encodeURIComponent(id));
      if (meme)
        filled = filled
          .split(collection)
          .join(encodeURIComponent(meme.collectionId))
          .split(file)
          .join(encodeURIComponent(firstFile(meme)!));
      return base + filled;
    };
    // A meme's image, preloaded with high priority, as the page will ask for it.
    const preloadImage = (meme: MemeFileRow | undefined, template: string) => {
      if (!meme || !firstFile(meme)) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.setAttribute('fetchpriority', 'high');
      link.href = address(template, meme.id, meme);
      document.head.appendChild(link);
    };
    // Answers read when they succeed, by address, with the time they came, so that the app can show them in its
    // first render (takeEarlyAnswer) instead of reading the response again.
    const answers: NonNullable<EarlyRequests['answers']> = {};
    const get = (requests: Requests, url: string, authorization: string | null): Promise<unknown> =>
      (requests[url] = fetch(url, authorization ? { headers: { Authorization: authorization } } : {})).then(
        (response) =>
          response.ok
            ? response
                .clone()
                .json()
                .then((data: unknown) => {
                  answers[url] = { data, at: Date.now() };
                  return data;
                })
            : null,
      );
    // The results, then the winner's podium thumbnail (the first meme: the server ranks them).
    const results = (contestId: string, authorization: string | null) => {
      const requests: Requests = {};
      get(requests, address(config.results, contestId), authorization)
        .then((data) => {
          const memes = (data as { memes?: MemeFileRow[] } | null)?.memes;
          if (memes) preloadImage(memes[0], config.podiumImage);
        })
        .catch(() => {});
      return requests;
    };
    // The vote page's memes with the player's scores, then the image of the meme the page opens on: the first one
    // the player has not scored (score 0), in their order; an animated meme's original, as the vote card shows.
    const voteBoard = (contestId: string, authorization: string | null, playerId: string) => {
      const requests: Requests = {};
      get(requests, address(config.voteBoard, contestId), authorization)
        .then((data) => {
          if (!Array.isArray(data)) return;
          const opensOn = playerVoteOrder(data as MemeFileRow[], playerId).filter((meme) => !meme.score)[0];
          if (opensOn)
            preloadImage(
              opensOn,
              new RegExp(config.originalFor[0], config.originalFor[1]).test(firstFile(opensOn)!)
                ? config.originalImage
                : config.cardImage,
            );
        })
        .catch(() => {});
      return requests;
    };
    const leave = (early: EarlyRequests) => {
      (window as unknown as Record<string, EarlyRequests>)[config.global] = early;
    };

    if (!onPlayerLink && !onPublicResults) {
      // The panel's lists, with the organizer's token. Failures are the app's to report.
      const contestId = decodeURIComponent(path.split('/')[config.contestPanelSegment]!);
      const panel: Requests = {};
      config.panelLists.forEach((template) => {
        const url = address(template, contestId);
        panel[url] = fetch(url, { headers: { Authorization: hostToken! } });
        panel[url].catch(() => {});
      });
      return leave({ token: hostToken!, panel });
    }
    if (onPublicResults) {
      const contestId = decodeURIComponent(path.split('/')[config.publicResultsSegment]!);
      return leave({ token: '', answers, requests: Promise.resolve(results(contestId, null)) });
    }

    const signInUrl = base + config.signIn;
    const signIn = fetch(signInUrl, { method: 'POST', headers: { Authorization: token! } });
    signIn.catch(() => {});
    const requests = signIn
      .then((response) => response.clone().json())
      .then(
        (data: {
          record?: { id: string; expand?: { contest?: { id: string; status: string; language?: string } } };
        }) => {
          const contest = data && data.record && data.record.expand && data.record.expand.contest;
          if (!contest) return {};
          // The phase, for the app to load its view with its own code (src/app/lazy-phase-views.tsx).
          const early = (window as unknown as Record<string, EarlyRequests | undefined>)[config.global];
          (early || ({} as EarlyRequests)).phase = contest.status;
          // The phase's view and its texts, which the player page loads with the phase; the texts in the language the
          // page will show: the one picked in the switcher, else the contest's (src/i18n/language-changes.ts).
          const view = config.phaseViews[contest.status];
          if (view) {
            const texts = view.texts;
            let picked: string | null | undefined;
            // Storage that refuses to be read (blocked site data) must not keep the phase's requests from leaving.
            try {
              picked = localStorage.getItem(config.languageStorageKey);
            } catch {
              // The contest's language, then.
            }
            const language =
              picked && texts[picked]
                ? picked
                : contest.language !== config.pseudoLocale && contest.language && texts[contest.language]
                  ? contest.language
                  : config.defaultLocale;
            view.modules.concat(texts[language] || []).forEach((href) => {
              const link = document.createElement('link');
              link.rel = 'modulepreload';
              link.crossOrigin = '';
              link.href = href;
              document.head.appendChild(link);
            });
          }
          return contest.status === 'vote'
            ? voteBoard(contest.id, token, data.record!.id)
            : contest.status === 'results'
              ? results(contest.id, token)
              : {};
        },
      )
      .catch(() => ({}));
    leave({ token: token!, signIn: { url: signInUrl, response: signIn }, requests, answers });
  } catch {
    // Nothing sent: the app sends its own requests.
  }
}
