// Build-time first paint: what index.html does before the app's scripts have run, so a phone on a slow network
// sees a page and starts the right downloads sooner.
// 1. The static shell: the navigation bar and page frame (src/app/static-shell.tsx), rendered into #root.
// 2. Route preload: an inline script matches the address against the router's own list (src/app/route-list.tsx)
//    and adds <link rel="modulepreload"> for that route's chunks, so they download alongside the entry script.
// 3. Early requests: on a player link (/player/{id}?token=…) an inline script sends the sign-in at once and, when
//    it says the contest is in results, the results request; on a public results page (/results/{id}), the results
//    request at once, without a token. The app takes those answers instead of asking again
//    (src/lib/early-requests.ts). Their addresses are built from the app's own.
//    When the results arrive, it preloads the podium winner's thumbnail (the results page's largest paint), at the
//    address the SDK gives it. On a player link in results it also preloads the results view's chunks, which the
//    player page loads on demand (src/app/routes/player.tsx).
// The addresses come from the contract between the app and the server (pb_hooks/contract/routes.js), imported as a
// module. The app's own modules are loaded through Vite itself (a throwaway server-side module runner with the
// project's aliases), so they are ordinary app code: any import style, no constraint beyond running outside a browser.
import PocketBase, { type RecordModel } from 'pocketbase';
import type { RouteObject } from 'react-router';
import { createServer, type Alias, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import contractRoutes from '../../pb_hooks/contract/routes.js';
import localeList from '../../pb_hooks/contract/locales.json' with { type: 'json' };
import { START_AREA } from '../../src/i18n/areas.ts';
import { catalogs, LANGUAGE_STORAGE_KEY } from './catalogs.ts';
import { hookLibraries } from './hook-libraries.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/** What the build reads from the app. */
export interface FirstPaintApp {
  staticShell: string;
  routes: RouteObject[];
  playerPath: string;
  publicResultsPath: string;
  pocketbaseUrlFrom: (configured: string | undefined) => string;
  earlyRequests: {
    EARLY_REQUESTS_GLOBAL: string;
    EARLY_SIGN_IN_PATH: string;
  };
  resultsRequest: {
    PODIUM_THUMB: string;
  };
}

/** The results route, and the parameter in it that stands for the contest id. */
const CONTEST_RESULTS_ROUTE = contractRoutes.API_ROUTES.contestResults;
const CONTEST_PARAMETER = '{contest}';

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
    const [shell, routeList, pocketbaseUrl, earlyRequests, resultsRequest] = await Promise.all([
      load<{ renderStaticShell: () => string }>('/src/app/static-shell.tsx'),
      load<{ routes: RouteObject[] }>('/src/app/route-list.tsx'),
      load<Pick<FirstPaintApp, 'pocketbaseUrlFrom'>>('/src/config/pocketbase-url.ts'),
      load<FirstPaintApp['earlyRequests']>('/src/lib/early-requests.ts'),
      load<FirstPaintApp['resultsRequest']>('/src/features/results/api/results-request.ts'),
    ]);
    return {
      staticShell: shell.renderStaticShell(),
      routes: routeList.routes,
      playerPath: contractRoutes.APP_PATHS.player,
      publicResultsPath: contractRoutes.APP_PATHS.publicResults,
      pocketbaseUrlFrom: pocketbaseUrl.pocketbaseUrlFrom,
      earlyRequests,
      resultsRequest,
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
  const match = /__vite_ssr_dynamic_import__\(\s*["']([^"']+)["']/.exec(String(route.lazy));
  if (!match?.[1]) throw new Error(`first-paint: cannot tell which module route ${route.path ?? '(layout)'} loads`);
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
 * The inline script that preloads the texts the first screen needs, in the language the app will start in
 * (src/i18n/i18n.ts: the switcher's pick in localStorage, else the browser's first language the app speaks, matched as
 * matchLocale does in src/i18n/locales.ts, else the default): the start area every page loads, and the areas the
 * current address's route waits for, so the texts download alongside the route's modules instead of after the entry
 * script has run.
 */
export function catalogPreloadScript(routes: RouteObject[], bundle: Rollup.OutputBundle, base: string): string {
  const files: Record<string, Record<string, string>> = {};
  for (const item of Object.values(bundle)) {
    const match = item.type === 'chunk' ? /^\0virtual:catalog\/(.+)-([a-z]+)$/.exec(item.facadeModuleId ?? '') : null;
    if (match) (files[match[1]!] ??= {})[match[2]!] = `${base}${item.fileName}`;
  }
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
    `var a=[s];for(var q=0;q<r.length;q++)if(new RegExp(r[q][0]).test(location.pathname)){a=a.concat(r[q][1]);break}` +
    `a.forEach(function(x){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';` +
    `e.href=m[l||d][x];document.head.appendChild(e)})}catch(x){}})` +
    `(${JSON.stringify(files)},${JSON.stringify(localeList.default)},${JSON.stringify(START_AREA)},${JSON.stringify(table)})`
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

/** A meme thumbnail's address as the SDK builds it (files.getURL), relative to the base, with placeholders. */
function thumbnailPathTemplate(thumb: string): string {
  const record = { id: FILE_PLACEHOLDERS.record, collectionId: FILE_PLACEHOLDERS.collection } as RecordModel;
  const url = new PocketBase(PROBE_BASE).files.getURL(record, FILE_PLACEHOLDERS.file, { thumb });
  if (!url.startsWith(PROBE_BASE)) throw new Error(`first-paint: unexpected file URL ${url}`);
  return url.slice(PROBE_BASE.length);
}

/** The module the player page loads for the results phase, and so preloaded on a player link in results. */
export const RESULTS_VIEW_MODULE = '/src/features/results/index.ts';

/**
 * The inline script that sends a page's first requests; `pocketbaseUrl` as VITE_POCKETBASE_URL says,
 * `resultsViewFiles` the chunks of the player page's results view.
 */
export function earlyRequestsScript(
  app: FirstPaintApp,
  pocketbaseUrl: string,
  resultsViewFiles: string[] = [],
): string {
  const { EARLY_REQUESTS_GLOBAL, EARLY_SIGN_IN_PATH } = app.earlyRequests;
  const { PODIUM_THUMB } = app.resultsRequest;
  if (!CONTEST_RESULTS_ROUTE.includes(CONTEST_PARAMETER))
    throw new Error('first-paint: the results route has no {contest}');
  const thumbnail = thumbnailPathTemplate(PODIUM_THUMB);
  // Which segment of a public results page's path is the contest id ('/results/:contestId' → 2).
  const contestSegment = app.publicResultsPath.split('/').indexOf(':contestId');
  if (contestSegment < 0) throw new Error('first-paint: the public results path has no :contestId');
  // Addresses exactly as the SDK builds them (Client.buildURL of pocketbase 0.28): an absolute base as is; a base
  // starting with '/' after the page's origin; any other relative base after the page's path.
  return (
    `(function(){try{var t=new URLSearchParams(location.search).get('token'),p=location.pathname,` +
    `pl=t&&new RegExp(${JSON.stringify(pathPattern(app.playerPath))}).test(p),` +
    `pr=new RegExp(${JSON.stringify(pathPattern(app.publicResultsPath))}).test(p);` +
    `if(!pl&&!pr)return;` +
    `var b=${JSON.stringify(pocketbaseUrl)},u=b;` +
    `if(!/^https?:\\/\\//.test(b)){u=location.origin.replace(/\\/$/,'');` +
    `if(b.charAt(0)!=='/'){u+=location.pathname||'/';if(u.slice(-1)!=='/')u+='/'}u+=b}` +
    `if(u.slice(-1)!=='/')u+='/';` +
    // The results of contest `c`, with the token `k` if any. Failures are the app's to report when it reads them.
    `var R=function(c,k){var v=u+${JSON.stringify(CONTEST_RESULTS_ROUTE.slice(1))}` +
    `.split(${JSON.stringify(CONTEST_PARAMETER)}).join(encodeURIComponent(c)),q={};` +
    `q[v]=fetch(v,k?{headers:{Authorization:k}}:{});` +
    // The winner's podium thumbnail (the first meme: the server ranks them), preloaded as the page will ask for it.
    `q[v].then(function(x){return x.ok?x.clone().json():null}).then(function(d){var m=d&&d.memes&&d.memes[0];` +
    `if(!m||!m.media)return;var f=u+${JSON.stringify(thumbnail)}` +
    `.split(${JSON.stringify(FILE_PLACEHOLDERS.collection)}).join(encodeURIComponent(m.collectionId))` +
    `.split(${JSON.stringify(FILE_PLACEHOLDERS.record)}).join(encodeURIComponent(m.id))` +
    `.split(${JSON.stringify(FILE_PLACEHOLDERS.file)}).join(encodeURIComponent(m.media)),` +
    `l=document.createElement('link');l.rel='preload';l.as='image';l.setAttribute('fetchpriority','high');` +
    `l.href=f;document.head.appendChild(l)}).catch(function(){});return q};` +
    `if(pr){window[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}]={token:'',` +
    `results:Promise.resolve(R(decodeURIComponent(p.split('/')[${contestSegment}])))};return}` +
    `var s=u+${JSON.stringify(EARLY_SIGN_IN_PATH.slice(1))};` +
    `var r=fetch(s,{method:'POST',headers:{Authorization:t}});` +
    `r.catch(function(){});` +
    `var l=r.then(function(x){return x.clone().json()}).then(function(d){` +
    `var c=d&&d.record&&d.record.expand&&d.record.expand.contest;` +
    `if(!c||c.status!=='results')return {};` +
    `${JSON.stringify(resultsViewFiles)}.forEach(function(f){var m=document.createElement('link');m.rel='modulepreload';` +
    `m.crossOrigin='';m.href=f;document.head.appendChild(m)});return R(c.id,t)})` +
    `.catch(function(){return {}});` +
    `window[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}]={token:t,signIn:{url:s,response:r},results:l}}catch(e){}})()`
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

export function firstPaint(): Plugin {
  let config: ResolvedConfig;
  let app: Promise<FirstPaintApp> | undefined;
  const loadedApp = () => (app ??= loadApp(config));
  return {
    name: 'first-paint',
    apply: 'build',
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
        const withShell = html.replace(ROOT_ELEMENT, `<div id="root">${loaded.staticShell}</div>`);
        return beforeEntryScript(withShell, [
          routePreloadScript(loaded.routes, bundle, config.base),
          catalogPreloadScript(loaded.routes, bundle, config.base),
          earlyRequestsScript(loaded, pocketbaseUrl, chunkFiles(bundle, RESULTS_VIEW_MODULE, config.base)),
        ]);
      },
    },
  };
}
