// Build-time Vite plugin: the first screen of a visit no longer waits for the entry script to run before its
// lazy route modules start downloading. A tiny inline script in index.html matches the address against the
// routes and adds <link rel="modulepreload"> for that route's chunks, so they download alongside the entry.
import type { Plugin, Rollup } from 'vite';
import { paths } from '../../src/config/routes';

/** Route modules of src/app/router.tsx, each with the layout modules it loads, and the paths it serves. */
const routeModules: { modules: string[]; paths: string[] }[] = [
  { modules: ['src/app/routes/landing.tsx'], paths: [paths.home, paths.homeAlias] },
  { modules: ['src/app/routes/about.tsx'], paths: [paths.about] },
  { modules: ['src/app/routes/rules.tsx'], paths: [paths.rules] },
  { modules: ['src/app/routes/login.tsx'], paths: [paths.login] },
  {
    modules: ['src/app/data-layout.tsx', 'src/app/routes/dashboard.tsx'],
    paths: [paths.dashboard, paths.contest, paths.createContest],
  },
  { modules: ['src/app/data-layout.tsx', 'src/app/routes/player.tsx'], paths: [paths.player] },
];

/** A route path ('/player/:playerId') as a regular expression source matching its addresses. */
export const pathPattern = (path: string) =>
  `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`;

function chunkFiles(bundle: Rollup.OutputBundle, moduleSuffix: string, base: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
  if (!entry) throw new Error(`route-preload: no chunk for ${moduleSuffix}`);
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
 * Puts an inline script just before the entry script: after the charset and other metadata (the charset must come
 * within the first 1024 bytes), and before the stylesheet link, since an inline script placed after a stylesheet
 * waits for that stylesheet to arrive before it runs.
 */
export function beforeEntryScript(html: string, script: string): string {
  const entry = html.indexOf('<script type="module"');
  if (entry < 0) throw new Error('index.html has no entry script');
  return `${html.slice(0, entry)}<script>${script}</script>\n    ${html.slice(entry)}`;
}

export function routePreload(): Plugin {
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return;
        const table = routeModules.map(({ modules, paths: routePaths }) => [
          routePaths.map(pathPattern).join('|'),
          [...new Set(modules.flatMap((module) => chunkFiles(bundle, module, base)))],
        ]);
        const script =
          `(function(t,p){for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){` +
          `t[i][1].forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;` +
          `document.head.appendChild(l)});return}})(${JSON.stringify(table)},location.pathname)`;
        return beforeEntryScript(html, script);
      },
    },
  };
}
