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

const pathPattern = (path: string) =>
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
      handler(_html, context) {
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
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
