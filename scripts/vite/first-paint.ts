// Build-time first paint: what index.html does before the app's scripts have run, so a phone on a slow network
// sees a page and starts the right downloads sooner.
// 1. The static shell: the navigation bar and page frame (src/app/static-shell.tsx), rendered into #root.
//    A click pressed on one of its links while the app replaces it is completed on the app's link (shellClickScript).
// 2. Route preload: an inline script matches the address against the router's own list (src/app/route-list.tsx)
//    and adds <link rel="modulepreload"> for that route's chunks, so they download alongside the entry script.
// 3. The app's code runs after the shell's first paint (entryAfterFirstPaint).
// 4. Early requests: on a player link (/player/{id}?token=…) an inline script sends the sign-in at once and, when
//    it says the contest is in the vote, the vote page's request (its memes with the player's scores), or in
//    results, the results request; on a public results page (/results/{id}), the results request at once, without a
//    token. The app takes those answers instead of asking again (src/first-paint/early-requests.ts). Their addresses are
//    built from the app's own. The answers it reads are kept (with the contest's phase), so that the player page
//    shows its phase in the render that shows its header (src/first-paint/early-requests.ts: takeEarlyAnswer). This script
//    comes before the preloads: over HTTP/1.1 a request queues behind those sent before it.
//    Each page's largest paint is a meme's image, which the script preloads at the address the SDK gives it: in the
//    vote, the image of the meme the page opens on (the first one the player has not scored, in their order, by the
//    app's own function: src/features/voting/vote-order.ts); in results, the podium winner's thumbnail. On a player
//    link it also preloads the view of the phase the sign-in names and that view's texts, which the player page
//    loads with its phase (src/app/player-phase-views.ts). On the organizer's contest panel with a stored session,
//    the panel's two lists (players and memes, the largest answers) with the session's token.
// 5. The app's one stylesheet is written into the page (inlineStylesheet), so the first paint waits for no download.
// The addresses come from the contract between the app and the server (pb_hooks/contract/routes.js), imported as a
// module. The app's own modules are loaded through Vite itself (a throwaway server-side module runner with the
// project's aliases), so they are ordinary app code: any import style, no constraint beyond running outside a browser.
import PocketBase, { type RecordModel } from 'pocketbase';
import type { RouteObject } from 'react-router';
import { createServer, type Alias, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import contractRoutes from '@contract/routes.js';
import localeList from '@contract/locales.json' with { type: 'json' };
import { START_AREA } from '../../src/i18n/areas.ts';
import { catalogs, LANGUAGE_STORAGE_KEY, PSEUDO_LOCALE } from './catalogs.ts';
import { hookLibraries } from './hook-libraries.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/** What the build reads of a player phase's view (src/app/player-phase-views.ts). */
export interface PlayerPhaseView {
  load: () => unknown;
  areas: readonly string[];
}

/** What the build reads from the app. */
export interface FirstPaintApp {
  /** The page shell in each language, by locale. */
  staticShells: Record<string, string>;
  routes: RouteObject[];
  /** The player page's view of each phase, which it loads with its phase. */
  playerPhaseViews: Record<string, PlayerPhaseView>;
  playerPath: string;
  publicResultsPath: string;
  contestPanelPath: string;
  pocketbaseUrlFrom: (configured: string | undefined) => string;
  earlyRequests: {
    EARLY_REQUESTS_GLOBAL: string;
    EARLY_SIGN_IN_PATH: string;
    HOST_AUTH_STORE_KEY: string;
  };
  resultsRequest: {
    contestResultsPath: (contestId: string) => string;
    PODIUM_THUMB: string;
  };
  voteRequest: {
    voteBoardPath: (contestId: string) => string;
    VOTE_CARD_THUMB: string;
  };
  voteOrder: {
    hashString: (value: string) => number;
    playerVoteOrder: <T extends { id: string }>(items: readonly T[], playerId: string) => T[];
  };
  animatedFileName: RegExp;
}

/** The parameter in a route of the contract that stands for the contest id. */
const CONTEST_PARAMETER = '{contest}';
/** The contest panel's two lists, which index.html sends on the panel. */
const PANEL_PLAYERS_ROUTE = contractRoutes.API_ROUTES.panelPlayers;
const PANEL_MEMES_ROUTE = contractRoutes.API_ROUTES.panelMemes;

/** Loads the app's modules the build needs, through Vite with the project's aliases. */
async function loadApp(config: ResolvedConfig): Promise<FirstPaintApp> {
  // A server without the project's config file, which would load this plugin again.
  const server = await createServer({
    configFile: false,
    root: config.root,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: config.resolve.alias as Alias[] },
    // The app's modules import the contract's CommonJS files.
    plugins: [hookLibraries(), catalogs()],
  });
  try {
    const load = <T>(path: string) => server.ssrLoadModule(path) as Promise<T>;
    const [
      shell,
      routeList,
      phaseViews,
      pocketbaseUrl,
      earlyRequests,
      resultsRequest,
      voteRequest,
      voteOrder,
      settings,
    ] = await Promise.all([
      load<{ renderStaticShells: () => Record<string, string> }>('/src/app/static-shell.tsx'),
      load<{ routes: RouteObject[] }>('/src/app/route-list.tsx'),
      load<{ PLAYER_PHASE_VIEWS: Record<string, PlayerPhaseView> }>('/src/app/player-phase-views.ts'),
      load<Pick<FirstPaintApp, 'pocketbaseUrlFrom'>>('/src/config/pocketbase-url.ts'),
      load<FirstPaintApp['earlyRequests']>('/src/first-paint/early-requests.ts'),
      load<FirstPaintApp['resultsRequest']>('/src/features/results/api/results-request.ts'),
      load<FirstPaintApp['voteRequest']>('/src/features/voting/api/vote-request.ts'),
      load<FirstPaintApp['voteOrder']>('/src/features/voting/vote-order.ts'),
      load<{ ANIMATED_FILE_NAME: RegExp }>('/src/config/app-settings.ts'),
    ]);
    return {
      staticShells: shell.renderStaticShells(),
      routes: routeList.routes,
      playerPhaseViews: phaseViews.PLAYER_PHASE_VIEWS,
      playerPath: contractRoutes.APP_PATHS.player,
      publicResultsPath: contractRoutes.APP_PATHS.publicResults,
      contestPanelPath: contractRoutes.APP_PATHS.contest,
      pocketbaseUrlFrom: pocketbaseUrl.pocketbaseUrlFrom,
      earlyRequests,
      resultsRequest,
      voteRequest,
      voteOrder,
      animatedFileName: settings.ANIMATED_FILE_NAME,
    };
  } finally {
    await server.close();
  }
}

/** A route path ('/player/:playerId') as a regular expression source matching its addresses. */
export const pathPattern = (path: string) =>
  `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`;

/**
 * The module a lazy route loads: the server-side module runner turns `() => import('@/app/routes/x')` into
 * `() => __vite_ssr_dynamic_import__("/src/app/routes/x.tsx")`, the resolved module the bundle's chunk is built from.
 */
function lazyModule(route: RouteObject): string | undefined {
  if (typeof route.lazy !== 'function') return undefined;
  return importedModule(route.lazy, `route ${route.path ?? '(layout)'}`);
}

/** The module a function's `import()` loads, as the server-side module runner resolved it. */
function importedModule(load: () => unknown, what: string): string {
  const match = /__vite_ssr_dynamic_import__\(\s*["']([^"']+)["']/.exec(String(load));
  if (!match?.[1]) throw new Error(`first-paint: cannot tell which module ${what} loads`);
  return match[1];
}

/** The catalog areas a route's loader waits for (src/app/route-list.tsx marks its loaders with them). */
const loaderAreas = (route: RouteObject): string[] =>
  (route.loader as { catalogAreas?: string[] } | undefined)?.catalogAreas ?? [];

/**
 * Each routed path with the lazy modules it loads (its own and those of the layout routes around it) and the
 * catalog areas its screen waits for.
 */
export function routeModules(
  routes: RouteObject[],
  around: { modules: string[]; areas: string[] } = { modules: [], areas: [] },
): { path: string; modules: string[]; areas: string[] }[] {
  return routes.flatMap((route) => {
    const own = lazyModule(route);
    const modules = own ? [...around.modules, own] : around.modules;
    const areas = [...new Set([...around.areas, ...loaderAreas(route)])];
    const here = route.path && route.path !== '*' && own ? [{ path: route.path, modules, areas }] : [];
    return [...here, ...routeModules(route.children ?? [], { modules, areas })];
  });
}

function chunkFiles(bundle: Rollup.OutputBundle, module: string, base: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
  if (!entry) throw new Error(`first-paint: no chunk for ${module}`);
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk' && !next.isEntry) visit(next);
    }
  };
  visit(entry);
  return [...files].map((file) => `${base}${file}`);
}

/**
 * The inline script that picks the language the app will start in (src/i18n/i18n.ts: the switcher's pick in
 * localStorage, else the browser's first language the app speaks, matched as matchLocale does in
 * src/i18n/locales.ts, else the default), sets it as the page's lang (which shellLanguageScript reads), and preloads
 * the texts the first screen needs in it: the start area every page loads, and the areas the current address's route
 * waits for, so the texts download alongside the route's modules instead of after the entry script has run.
 */
export function catalogPreloadScript(routes: RouteObject[], bundle: Rollup.OutputBundle, base: string): string {
  const files = catalogFiles(bundle, base);
  if (!files[localeList.default]?.[START_AREA]) throw new Error('first-paint: no chunk for the start catalog');
  const table = routeModules(routes)
    .filter(({ areas }) => areas.length)
    .map(({ path, areas }) => [pathPattern(path), areas]);
  return (
    `(function(m,d,s,r){try{var l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});if(!m[l]){l=null;` +
    `var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||''];` +
    `for(var i=0;i<n.length&&!l;i++){var t=String(n[i]).toLowerCase(),b=t.split('-')[0];` +
    `for(var k in m)if(k!=='pseudo'&&k.toLowerCase()===t){l=k;break}` +
    `if(!l)for(var j in m)if(j!=='pseudo'&&j.split('-')[0].toLowerCase()===b){l=j;break}}}` +
    `if(l&&l!=='pseudo')document.documentElement.lang=l;` +
    `var a=[s];for(var q=0;q<r.length;q++)if(new RegExp(r[q][0]).test(location.pathname)){a=a.concat(r[q][1]);break}` +
    `a.forEach(function(x){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';` +
    `e.href=m[l||d][x];document.head.appendChild(e)})}catch(x){}})` +
    `(${JSON.stringify(files)},${JSON.stringify(localeList.default)},${JSON.stringify(START_AREA)},${JSON.stringify(table)})`
  );
}

/** `value` as JSON that cannot end the inline <script> it is written into (markup holds "</"). */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The inline script right after #root, which holds the shell in the default language: shows the shell in the page's
 * lang instead (`shells`, by locale), as catalogPreloadScript set it, before the first paint.
 */
export function shellLanguageScript(shells: Record<string, string>): string {
  return (
    `(function(h){var z=h[document.documentElement.lang],o=document.getElementById('root');` +
    `if(z&&o)o.innerHTML=z})(${inlineJson(shells)})`
  );
}

/**
 * The inline script after shellLanguageScript, which completes a click the app's start interrupted. When the app
 * renders, its bar takes the shell's place: the same links at the same spots, but new elements. A mouse button
 * pressed on a shell link and released once that link has left the page makes no click (the press's element is
 * gone), so the visitor's click would be lost; the script then clicks the app's link to the
 * same address, whose own handler navigates, provided the button came up where the pressed link was (released
 * elsewhere, a press is cancelled) and no click reached a link meanwhile. A finger's tap needs none of this: the
 * browser aims it when the finger lifts, at the app's link by then.
 */
export function shellClickScript(): string {
  // p: the press on a shell link (the link, its box); n: how many clicks have reached a link.
  return (
    `(function(o){var s=o&&o.firstElementChild,p,n=0,L=function(e){return e.target.closest&&e.target.closest('a[href]')},` +
    `M=function(e){return e.pointerType=='mouse'&&!(e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)};if(!s)return;` +
    `addEventListener('click',function(e){if(L(e))n++},true);` +
    `addEventListener('pointerdown',function(e){var a=s.isConnected&&M(e)&&L(e);` +
    `p=a&&s.contains(a)&&{a:a,r:a.getBoundingClientRect()}},true);` +
    `addEventListener('pointerup',function(e){var q=p,r=q&&q.r,k=n;p=null;` +
    `if(!q||q.a.isConnected||!M(e)||e.clientX<r.left||e.clientX>r.right||e.clientY<r.top||e.clientY>r.bottom)return;` +
    // A click the browser still makes comes in this same task, before the timer.
    `setTimeout(function(){if(n==k)[].some.call(o.querySelectorAll('a[href]'),` +
    `function(l){return l.href==q.a.href&&!l.click()})})},true)})(document.getElementById('root'))`
  );
}

/** The inline script that preloads the current address's route chunks. */
export function routePreloadScript(routes: RouteObject[], bundle: Rollup.OutputBundle, base: string): string {
  const table = routeModules(routes).map(({ path, modules }) => [
    pathPattern(path),
    [...new Set(modules.flatMap((module) => chunkFiles(bundle, module, base)))],
  ]);
  return (
    `(function(t,p){for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){` +
    `t[i][1].forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;` +
    `document.head.appendChild(l)});return}})(${JSON.stringify(table)},location.pathname)`
  );
}

const PROBE_BASE = 'http://probe.invalid/';
const FILE_PLACEHOLDERS = { collection: 'COLLECTIONIDPH', record: 'RECORDIDPH', file: 'FILENAMEPH' };

/**
 * A meme file's address as the SDK builds it (files.getURL), relative to the base, with placeholders: a thumbnail's
 * when `thumb` is given, else the original's.
 */
function fileAddressTemplate(thumb?: string): string {
  const record = { id: FILE_PLACEHOLDERS.record, collectionId: FILE_PLACEHOLDERS.collection } as RecordModel;
  const url = new PocketBase(PROBE_BASE).files.getURL(record, FILE_PLACEHOLDERS.file, thumb ? { thumb } : undefined);
  if (!url.startsWith(PROBE_BASE)) throw new Error(`first-paint: unexpected file URL ${url}`);
  return url.slice(PROBE_BASE.length);
}

/** The chunk of each catalog area of each language, by locale and area. */
function catalogFiles(bundle: Rollup.OutputBundle, base: string): Record<string, Record<string, string>> {
  const files: Record<string, Record<string, string>> = {};
  for (const item of Object.values(bundle)) {
    const match = item.type === 'chunk' ? /^\0virtual:catalog\/(.+)-([a-z]+)$/.exec(item.facadeModuleId ?? '') : null;
    if (match) (files[match[1]!] ??= {})[match[2]!] = `${base}${item.fileName}`;
  }
  return files;
}

/**
 * What index.html preloads for the player page's view of a phase: its chunks, and its texts' chunks in each
 * language (by locale).
 */
export interface PhaseViewPreload {
  modules: string[];
  texts: Record<string, string[]>;
}

/** The preloads of each phase's view in this build (the bundle benchmark reads them from index.html). */
export function phaseViewPreloads(
  views: Record<string, PlayerPhaseView>,
  bundle: Rollup.OutputBundle,
  base: string,
): Record<string, PhaseViewPreload> {
  const catalogs = catalogFiles(bundle, base);
  return Object.fromEntries(
    Object.entries(views).map(([phase, view]) => {
      const texts = Object.fromEntries(
        Object.entries(catalogs).map(([locale, areas]) => [
          locale,
          view.areas.map((area) => {
            const file = areas[area];
            if (!file) throw new Error(`first-paint: no chunk for the ${locale} ${area} catalog`);
            return file;
          }),
        ]),
      );
      const modules = chunkFiles(bundle, importedModule(view.load, `the ${phase} view`), base);
      return [phase, { modules, texts }];
    }),
  );
}

/**
 * The inline script that sends a page's first requests; `pocketbaseUrl` as VITE_POCKETBASE_URL says,
 * `phaseViews` what to preload for the player page's view of each phase (phaseViewPreloads).
 */
export function earlyRequestsScript(
  app: FirstPaintApp,
  pocketbaseUrl: string,
  phaseViews: Record<string, PhaseViewPreload> = {},
): string {
  const { EARLY_REQUESTS_GLOBAL, EARLY_SIGN_IN_PATH, HOST_AUTH_STORE_KEY } = app.earlyRequests;
  const { contestResultsPath, PODIUM_THUMB } = app.resultsRequest;
  const { voteBoardPath, VOTE_CARD_THUMB } = app.voteRequest;
  const { hashString, playerVoteOrder } = app.voteOrder;
  // A route's address relative to the API's base, with the contest id left as a placeholder.
  const contestAddress = (path: (contestId: string) => string) => {
    const address = path(FILE_PLACEHOLDERS.record);
    if (!address.startsWith('/') || address.split(FILE_PLACEHOLDERS.record).length !== 2)
      throw new Error(`first-paint: unexpected address ${address}`);
    return address.slice(1);
  };
  // The vote order, from the app's own functions (their source, as Vite's module runner gives it).
  const voteOrderSource = `${String(hashString)}\n${String(playerVoteOrder)}\n`;
  if (!/^function hashString\(/.test(voteOrderSource) || !voteOrderSource.includes('function playerVoteOrder('))
    throw new Error('first-paint: cannot read the vote order functions');
  // Which segment of a public results page's path is the contest id ('/results/:contestId' → 2).
  const contestSegment = app.publicResultsPath.split('/').indexOf(':contestId');
  if (contestSegment < 0) throw new Error('first-paint: the public results path has no :contestId');
  const panelSegment = app.contestPanelPath.split('/').indexOf(':contestId');
  if (panelSegment < 0) throw new Error('first-paint: the contest panel path has no :contestId');
  const panelRoutes = [PANEL_PLAYERS_ROUTE, PANEL_MEMES_ROUTE].map((route) => route.slice(1));
  if (!panelRoutes.every((route) => route.includes(CONTEST_PARAMETER)))
    throw new Error('first-paint: a panel route has no {contest}');
  const { collection, record, file } = FILE_PLACEHOLDERS;
  const animated = app.animatedFileName;
  // Addresses exactly as the SDK builds them (Client.buildURL of pocketbase 0.28): an absolute base as is; a base
  // starting with '/' after the page's origin; any other relative base after the page's path.
  return (
    `(function(){try{` +
    voteOrderSource +
    `var t=new URLSearchParams(location.search).get('token'),p=location.pathname,` +
    `pl=t&&new RegExp(${JSON.stringify(pathPattern(app.playerPath))}).test(p),` +
    `pr=new RegExp(${JSON.stringify(pathPattern(app.publicResultsPath))}).test(p),` +
    // The organizer's stored session, on their contest panel: the SDK's LocalAuthStore, { token, record }.
    `pc=new RegExp(${JSON.stringify(pathPattern(app.contestPanelPath))}).test(p),` +
    `a=pc?JSON.parse(localStorage.getItem(${JSON.stringify(HOST_AUTH_STORE_KEY)})||'null'):null,h=a&&a.token;` +
    `if(!pl&&!pr&&!h)return;` +
    `var b=${JSON.stringify(pocketbaseUrl)},u=b;` +
    `if(!/^https?:\\/\\//.test(b)){u=location.origin.replace(/\\/$/,'');` +
    `if(b.charAt(0)!=='/'){u+=location.pathname||'/';if(u.slice(-1)!=='/')u+='/'}u+=b}` +
    `if(u.slice(-1)!=='/')u+='/';` +
    // The address of template `a` of a record `c`: the API's base, then `a` with the record's id (and with a
    // meme `m`, its collection and file) in place of the placeholders, each encoded.
    `var A=function(a,c,m){a=a.split(${JSON.stringify(record)}).join(encodeURIComponent(c));` +
    `if(m)a=a.split(${JSON.stringify(collection)}).join(encodeURIComponent(m.collectionId))` +
    `.split(${JSON.stringify(file)}).join(encodeURIComponent([].concat(m.media)[0]));return u+a};` +
    // Meme `m`'s image at address template `a`, preloaded with high priority, as the page will ask for it.
    `var I=function(m,a){if(!m||![].concat(m.media)[0])return;var l=document.createElement('link');` +
    `l.rel='preload';l.as='image';l.setAttribute('fetchpriority','high');l.href=A(a,m.id,m);` +
    `document.head.appendChild(l)};` +
    // GET `w` with the token `k` if any, into `q` by address. Failures are the app's to report when it reads them.
    // Its answer, read when it succeeds, is kept by address in N with the time it came, so that the app can show it
    // in its first render (takeEarlyAnswer) instead of reading the response again; null when it failed.
    `var N={},J=function(q,w,k){return (q[w]=fetch(w,k?{headers:{Authorization:k}}:{}))` +
    `.then(function(x){return x.ok?x.clone().json().then(function(d){N[w]={data:d,at:Date.now()};return d}):null})};` +
    // The results of contest `c`, then the winner's podium thumbnail (the first meme: the server ranks them).
    `var R=function(c,k){var q={};` +
    `J(q,A(${JSON.stringify(contestAddress(contestResultsPath))},c),k)` +
    `.then(function(d){if(d&&d.memes)I(d.memes[0],${JSON.stringify(fileAddressTemplate(PODIUM_THUMB))})})` +
    `.catch(function(){});return q};` +
    // The vote page's memes with the player's scores in contest `c`, then the image of the meme the page opens on:
    // the first one player `i` has not scored (score 0), in their order; an animated meme's original, as the vote
    // card shows.
    `var V=function(c,k,i){var q={};` +
    `J(q,A(${JSON.stringify(contestAddress(voteBoardPath))},c),k).then(function(d){` +
    `if(!Array.isArray(d))return;` +
    `var m=playerVoteOrder(d,i).filter(function(e){return !e.score})[0];` +
    `if(m)I(m,new RegExp(${JSON.stringify(animated.source)},${JSON.stringify(animated.flags)}).test([].concat(m.media)[0])` +
    `?${JSON.stringify(fileAddressTemplate())}:${JSON.stringify(fileAddressTemplate(VOTE_CARD_THUMB))})})` +
    `.catch(function(){});return q};` +
    // The panel's two lists of contest `c`, with the organizer's token. Failures are the app's to report.
    `if(!pl&&!pr){var c=decodeURIComponent(p.split('/')[${panelSegment}]),o={};` +
    `${JSON.stringify(panelRoutes)}.forEach(function(r){var v=u+r.split(${JSON.stringify(CONTEST_PARAMETER)})` +
    `.join(encodeURIComponent(c));o[v]=fetch(v,{headers:{Authorization:h}});o[v].catch(function(){})});` +
    `window[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}]={token:h,panel:o};return}` +
    `if(pr){window[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}]={token:'',answers:N,` +
    `requests:Promise.resolve(R(decodeURIComponent(p.split('/')[${contestSegment}])))};return}` +
    `var s=u+${JSON.stringify(EARLY_SIGN_IN_PATH.slice(1))};` +
    `var r=fetch(s,{method:'POST',headers:{Authorization:t}});` +
    `r.catch(function(){});` +
    `var l=r.then(function(x){return x.clone().json()}).then(function(d){` +
    `var c=d&&d.record&&d.record.expand&&d.record.expand.contest;if(!c)return {};` +
    // The phase, for the app to load its view with its own code (src/app/routes/player.tsx).
    `(window[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}]||{}).phase=c.status;` +
    // The phase's view and its texts, which the player page loads with the phase; the texts in the language the page
    // will show: the one picked in the switcher, else the contest's (src/i18n/language-changes.ts).
    // Storage that refuses to be read (blocked site data) must not keep the phase's requests from leaving.
    `var P=(${inlineJson(phaseViews)})[c.status];if(P){var T=P.texts,g,e;` +
    `try{g=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(x){}` +
    `e=T[g]?g:c.language!==${JSON.stringify(PSEUDO_LOCALE)}&&T[c.language]` +
    `?c.language:${JSON.stringify(localeList.default)};` +
    `P.modules.concat(T[e]||[]).forEach(function(f){var m=document.createElement('link');` +
    `m.rel='modulepreload';m.crossOrigin='';m.href=f;document.head.appendChild(m)})}` +
    `return c.status==='vote'?V(c.id,t,d.record.id):c.status==='results'?R(c.id,t):{}})` +
    `.catch(function(){return {}});` +
    `window[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}]={token:t,signIn:{url:s,response:r},requests:l,answers:N}}catch(e){}})()`
  );
}

/**
 * Puts inline scripts just before the entry script: after the charset and other metadata (the charset must come
 * within the first 1024 bytes), and before the stylesheet link, since an inline script placed after a stylesheet
 * waits for that stylesheet to arrive before it runs.
 */
export function beforeEntryScript(html: string, scripts: string[]): string {
  const entry = html.indexOf('<script type="module"');
  if (entry < 0) throw new Error('index.html has no entry script');
  const inline = scripts.map((script) => `<script>${script}</script>\n    `).join('');
  return `${html.slice(0, entry)}${inline}${html.slice(entry)}`;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The entry script, downloaded at once (a module preload) but run only once the page shell has painted: a module
 * script otherwise runs as soon as it is there, and when it arrives before the browser's first frame (a fast
 * network, a cached script) the page shows nothing until the app has started, and a page's first paint then waits
 * for all of its JavaScript. In a hidden tab, where no frame comes, it runs at once.
 */
export function entryAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('first-paint: index.html has no entry script');
  const src = JSON.stringify(entry[1]);
  return html.replace(
    entry[0],
    `<link rel="modulepreload" crossorigin href=${src}>\n    ` +
      `<script>(function(){var s=false,g=function(){if(!s){s=true;import(${src})}};` +
      `if(document.visibilityState==='hidden')g();else requestAnimationFrame(function(){setTimeout(g,0)})})()</script>`,
  );
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/;

/**
 * The app's stylesheet, written into index.html instead of linked: a linked stylesheet holds the first paint for
 * one more round trip (on slow 4G 150 ms and more, before its own download), while the page shell needs every one of
 * its rules to paint. It is the app's only stylesheet (about 10 KB gzipped), and index.html is fetched once per visit.
 */
export function inlineStylesheet(html: string, bundle: Rollup.OutputBundle, base: string): string {
  const stylesheets = Object.values(bundle).filter((item) => item.type === 'asset' && item.fileName.endsWith('.css'));
  // firstPaint builds one stylesheet (cssCodeSplit off), which no lazy chunk then waits for.
  if (stylesheets.length !== 1) throw new Error('first-paint: the app has more than one stylesheet');
  const link = STYLESHEET_LINK.exec(html);
  if (!link) throw new Error('first-paint: index.html links no stylesheet');
  const asset = Object.values(bundle).find((item) => item.type === 'asset' && `${base}${item.fileName}` === link[1]);
  if (!asset || asset.type !== 'asset') throw new Error(`first-paint: no asset for ${link[1]}`);
  const css = String(asset.source);
  if (css.includes('</')) throw new Error('first-paint: the stylesheet holds "</"');
  return html.replace(link[0], () => `<style>${css}</style>`);
}

export function firstPaint(): Plugin {
  let config: ResolvedConfig;
  let app: Promise<FirstPaintApp> | undefined;
  const loadedApp = () => (app ??= loadApp(config));
  return {
    name: 'first-paint',
    apply: 'build',
    // One stylesheet for the whole app, written into index.html (inlineStylesheet): split by chunk, a lazy chunk's
    // import would wait for the stylesheets it lists, adding a <link> for any it does not find in the page.
    config: () => ({ build: { cssCodeSplit: false } }),
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`first-paint: index.html has no ${ROOT_ELEMENT}`);
        const loaded = await loadedApp();
        const pocketbaseUrl = loaded.pocketbaseUrlFrom(config.env['VITE_POCKETBASE_URL']);
        const { [localeList.default]: defaultShell, ...otherShells } = loaded.staticShells;
        if (!defaultShell) throw new Error('first-paint: no shell in the default language');
        const withShell = html.replace(
          ROOT_ELEMENT,
          `<div id="root">${defaultShell}</div>\n    <script>${shellLanguageScript(otherShells)};${shellClickScript()}</script>`,
        );
        // The early requests first: over HTTP/1.1 a browser opens six connections to a host, and a request queues
        // behind those sent before it; the sign-in starts the page's longest chain (sign-in, the phase's requests,
        // its image), where a module preloaded a little later costs nothing.
        const withScripts = beforeEntryScript(withShell, [
          earlyRequestsScript(loaded, pocketbaseUrl, phaseViewPreloads(loaded.playerPhaseViews, bundle, config.base)),
          routePreloadScript(loaded.routes, bundle, config.base),
          catalogPreloadScript(loaded.routes, bundle, config.base),
        ]);
        return inlineStylesheet(entryAfterFirstPaint(withScripts), bundle, config.base);
      },
    },
  };
}
