// Build-time first paint: what index.html does before the app's scripts have run, so a phone on a slow network
// sees a page and starts the right downloads sooner. What the page shows and requests comes from the app, through one
// module: src/first-paint/manifest.ts (docs/architecture.md#first-paint); this plugin reads it, and nothing else of
// src/, and writes the page:
// 1. The static shell: the navigation bar and page frame, rendered into #root, in each language.
//    A click pressed on one of its links while the app replaces it is completed on the app's link (shellClickScript).
// 2. Route preload: an inline script matches the address against the router's own list and adds
//    <link rel="modulepreload"> for that route's chunks, so they download alongside the entry script.
// 3. The app's code runs after the shell's first paint (entryAfterFirstPaint).
// 4. Early requests: the manifest's inline module (src/first-paint/inline/early-requests.ts), bundled on its own
//    into one script, which sends a page's first requests and preloads its largest image. This script comes before
//    the preloads: over HTTP/1.1 a request queues behind those sent before it.
// 5. The app's one stylesheet is written into the page (inlineStylesheet), so the first paint waits for no download.
// The manifest is loaded through Vite itself (a throwaway server-side module runner with the project's aliases), so
// it is ordinary app code: any import style, no constraint beyond running outside a browser.
import { resolve } from 'node:path';
import PocketBase, { type RecordModel } from 'pocketbase';
import type { RouteObject } from 'react-router';
import { build, createServer, type Alias, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import localeList from '@contract/locales.json' with { type: 'json' };
// The manifest's shapes: types only, the one import of src/ the build may make (eslint.config.js).
import type {
  EarlyRequestsConfig,
  FirstPaintManifest,
  PhaseViewEntry,
  PhaseViewPreload,
} from '../../src/first-paint/types.ts';
import { catalogs, LANGUAGE_STORAGE_KEY, PSEUDO_LOCALE } from './catalogs.ts';
import { hookLibraries } from './hook-libraries.ts';

export type { FirstPaintManifest, PhaseViewPreload };

const ROOT_ELEMENT = '<div id="root"></div>';

/** The module the build reads from the app, by the path Vite resolves from the project's root. */
export const MANIFEST_MODULE = '/src/first-paint/manifest.ts';

/** Loads the app's first-paint manifest, through Vite with the project's aliases. */
async function loadManifest(config: ResolvedConfig): Promise<FirstPaintManifest> {
  // A server without the project's config file, which would load this plugin again.
  const server = await createServer({
    configFile: false,
    root: config.root,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: config.resolve.alias as Alias[] },
    // The app's modules import the contract's CommonJS files and the texts' catalogs.
    plugins: [hookLibraries(), catalogs()],
  });
  try {
    const { firstPaintManifest } = (await server.ssrLoadModule(MANIFEST_MODULE)) as {
      firstPaintManifest: FirstPaintManifest;
    };
    return firstPaintManifest;
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
export function catalogPreloadScript(
  routes: RouteObject[],
  startArea: string,
  bundle: Rollup.OutputBundle,
  base: string,
): string {
  const files = catalogFiles(bundle, base);
  if (!files[localeList.default]?.[startArea]) throw new Error('first-paint: no chunk for the start catalog');
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
    `(${JSON.stringify(files)},${JSON.stringify(localeList.default)},${JSON.stringify(startArea)},${JSON.stringify(table)})`
  );
}

/** `value` as JSON that cannot end the inline <script> it is written into (markup holds "</"). */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The attribute src/main.tsx puts on #root just before the app renders into it. The HTML parser may yield between
 * #root and the inline script after it (a slow phone, a busy CPU), and the app, started after the first paint, can
 * then render first; the script must not write the shell over the app's own page, which would stay blank.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/**
 * The inline script right after #root, which holds the shell in the default language: shows the shell in the page's
 * lang instead (`shells`, by locale), as catalogPreloadScript set it, before the first paint, unless the app has
 * already taken #root (APP_STARTED_ATTRIBUTE).
 */
export function shellLanguageScript(shells: Record<string, string>): string {
  return (
    `(function(h){var z=h[document.documentElement.lang],o=document.getElementById('root');` +
    `if(z&&o&&!o.hasAttribute('${APP_STARTED_ATTRIBUTE}'))o.innerHTML=z})(${inlineJson(shells)})`
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

/** The preloads of each phase's view in this build (the bundle benchmark reads them from index.html). */
export function phaseViewPreloads(
  views: Record<string, PhaseViewEntry>,
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

/** The name the early requests' bundled module is called by in index.html (the bundle benchmark finds it by it). */
const EARLY_REQUESTS_CALL = 'sendEarlyRequests';

const inlineBundles = new Map<string, Promise<string>>();

/**
 * An inline script's module (the manifest's `inlineScripts`), bundled on its own with what it imports into one
 * minified script whose default export is a function named `name`. Its imports are relative: it needs no alias.
 * `module` is relative to the project's `root`.
 */
export function bundleInlineScript(module: string, name: string, root = process.cwd()): Promise<string> {
  const key = `${resolve(root, module)}#${name}`;
  let bundled = inlineBundles.get(key);
  if (!bundled) {
    bundled = build({
      configFile: false,
      logLevel: 'silent',
      publicDir: false,
      build: {
        write: false,
        minify: true,
        lib: { entry: resolve(root, module), formats: ['iife'], name },
      },
    }).then((output) => {
      const chunk = [output]
        .flat()
        .flatMap((item) => ('output' in item ? item.output : []))
        .find((item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry);
      if (!chunk) throw new Error(`first-paint: no script bundled from ${module}`);
      const code = chunk.code.trim();
      if (code.includes('</')) throw new Error(`first-paint: the script bundled from ${module} holds "</"`);
      return code;
    });
    inlineBundles.set(key, bundled);
  }
  return bundled;
}

/**
 * The inline script that sends a page's first requests (src/first-paint/inline/early-requests.ts, bundled), called
 * with what it needs from the build (`root`: the project's): `pocketbaseUrl` as VITE_POCKETBASE_URL says, `phaseViews` what to preload for the
 * player page's view of each phase (phaseViewPreloads), and the manifest's addresses.
 */
export async function earlyRequestsScript(
  manifest: FirstPaintManifest,
  pocketbaseUrl: string,
  phaseViews: Record<string, PhaseViewPreload> = {},
  root = process.cwd(),
): Promise<string> {
  // A route's address relative to the API's base, with the contest id left as a placeholder.
  const contestAddress = (path: (contestId: string) => string) => {
    const address = path(FILE_PLACEHOLDERS.record);
    if (!address.startsWith('/') || address.split(FILE_PLACEHOLDERS.record).length !== 2)
      throw new Error(`first-paint: unexpected address ${address}`);
    return address.slice(1);
  };
  // Which segment of a page's path is the contest id ('/results/:contestId' → 2).
  const contestSegment = (path: string) => {
    const segment = path.split('/').indexOf(':contestId');
    if (segment < 0) throw new Error(`first-paint: ${path} has no :contestId`);
    return segment;
  };
  const { pages, earlyRequests, votePage, results, contestPanel } = manifest;
  const config: EarlyRequestsConfig = {
    base: pocketbaseUrl,
    global: earlyRequests.global,
    player: pathPattern(pages.player),
    publicResults: pathPattern(pages.publicResults),
    contestPanel: pathPattern(pages.contestPanel),
    publicResultsSegment: contestSegment(pages.publicResults),
    contestPanelSegment: contestSegment(pages.contestPanel),
    hostAuthStoreKey: earlyRequests.hostAuthStoreKey,
    signIn: earlyRequests.signInPath.slice(1),
    voteBoard: contestAddress(votePage.board),
    results: contestAddress(results.results),
    panelLists: contestPanel.lists.map(contestAddress),
    cardImage: fileAddressTemplate(votePage.cardThumb),
    originalImage: fileAddressTemplate(),
    podiumImage: fileAddressTemplate(results.podiumThumb),
    originalFor: [votePage.originalFor.source, votePage.originalFor.flags],
    placeholders: FILE_PLACEHOLDERS,
    phaseViews,
    languageStorageKey: LANGUAGE_STORAGE_KEY,
    pseudoLocale: PSEUDO_LOCALE,
    defaultLocale: localeList.default,
  };
  const code = await bundleInlineScript(manifest.inlineScripts.earlyRequests, EARLY_REQUESTS_CALL, root);
  // In a function of its own, so that the bundle's name stays off the page's globals.
  return `(function(){${code}\n${EARLY_REQUESTS_CALL}(${inlineJson(config)})})()`;
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
  let manifest: Promise<FirstPaintManifest> | undefined;
  const loadedManifest = () => (manifest ??= loadManifest(config));
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
        const loaded = await loadedManifest();
        const pocketbaseUrl = loaded.pocketbaseUrlFrom(config.env['VITE_POCKETBASE_URL']);
        const { [localeList.default]: defaultShell, ...otherShells } = loaded.staticShells();
        if (!defaultShell) throw new Error('first-paint: no shell in the default language');
        const withShell = html.replace(
          ROOT_ELEMENT,
          `<div id="root">${defaultShell}</div>\n    <script>${shellLanguageScript(otherShells)};${shellClickScript()}</script>`,
        );
        // The early requests first: over HTTP/1.1 a browser opens six connections to a host, and a request queues
        // behind those sent before it; the sign-in starts the page's longest chain (sign-in, the phase's requests,
        // its image), where a module preloaded a little later costs nothing.
        const phaseViews = phaseViewPreloads(loaded.playerPhaseViews, bundle, config.base);
        const withScripts = beforeEntryScript(withShell, [
          await earlyRequestsScript(loaded, pocketbaseUrl, phaseViews, config.root),
          routePreloadScript(loaded.routes, bundle, config.base),
          catalogPreloadScript(loaded.routes, loaded.startArea, bundle, config.base),
        ]);
        return inlineStylesheet(entryAfterFirstPaint(withScripts), bundle, config.base);
      },
    },
  };
}
