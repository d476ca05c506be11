#!/usr/bin/env node
// `npm run bench:bundle`: builds the app, then prints the gzipped JavaScript and CSS each route loads,
// initial (entry + the route's own lazy module) and on demand, and the texts (catalog areas) it loads before its first
// render, in the lightest and the heaviest language. Budget (CONTRIBUTING.md#benchmarks): ≤ 120 KB gzipped for `/`,
// its texts included. Prints figures; never fails on them.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const BUDGET_KB = 120;

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

// The route modules each screen loads (src/app/router.tsx).
const routes = {
  '/': ['src/app/routes/landing.tsx'],
  '/login': ['src/app/routes/login.tsx'],
  '/dashboard': ['src/app/data-layout.tsx', 'src/app/routes/dashboard.tsx'],
  '/player/{id}': ['src/app/data-layout.tsx', 'src/app/routes/player.tsx'],
  '/results/{id}': ['src/app/data-layout.tsx', 'src/app/routes/public-results.tsx'],
};

const gzipSizes = new Map();
function gzipBytes(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipSizes.get(file);
}

/** Every file a manifest chunk pulls in through static imports (what the browser fetches before running it). */
function collect(key, files = { js: new Set(), css: new Set() }) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.js.has(chunk.file)) return files;
  files.js.add(chunk.file);
  for (const css of chunk.css ?? []) files.css.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (set) => [...set].reduce((total, file) => total + gzipBytes(file), 0);

// Which catalog areas each address loads, and their files: read from the built page's own preload script
// (scripts/vite/first-paint.ts), so the figure counts exactly what the page asks for.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const preload = /\}catch\(x\)\{\}\}\)\((\{"[^<]*?\]\])\)<\/script>/.exec(html);
if (!preload) throw new Error('dist/index.html has no catalog preload script');
const [catalogFiles, , startArea, areaTable] = JSON.parse(`[${preload[1]}]`);
const locales = Object.keys(catalogFiles).filter((locale) => locale !== 'pseudo');
/** The texts an address loads first, in KB gz: [lightest language, heaviest language]. */
function catalogKb(path) {
  const areas = [startArea, ...(areaTable.find(([pattern]) => new RegExp(pattern).test(path))?.[1] ?? [])];
  const perLocale = locales.map(
    (locale) => areas.reduce((total, area) => total + gzipBytes(catalogFiles[locale][area].slice(1)), 0) / 1024,
  );
  return [Math.min(...perLocale), Math.max(...perLocale)];
}

const entry = collect('index.html');
console.log(`Entry (every route): JS ${kb(sum(entry.js))} KB gz, CSS ${kb(sum(entry.css))} KB gz`);
console.log('');
console.log(
  'route            initial JS (KB gz)   initial CSS (KB gz)   route-only JS (KB gz)   texts (KB gz)   JS + texts (KB gz)   budget',
);
const totals = {};
const range = ([low, high]) => `${low.toFixed(1)}–${high.toFixed(1)}`;
for (const [route, modules] of Object.entries(routes)) {
  const files = collect('index.html');
  const before = new Set(files.js);
  for (const module of modules) collect(module, files);
  const routeOnly = new Set([...files.js].filter((file) => !before.has(file)));
  const budget = route === '/' ? `≤ ${BUDGET_KB} KB` : 'on demand';
  const texts = catalogKb(route.replace('{id}', 'abc123'));
  const js = sum(files.js) / 1024;
  totals[route] = js + texts[1];
  console.log(
    `${route.padEnd(16)} ${js.toFixed(1).padStart(10)}           ${kb(sum(files.css)).padStart(8)}              ${kb(sum(routeOnly)).padStart(8)}         ${range(texts).padStart(9)}       ${range([js + texts[0], js + texts[1]]).padStart(11)}        ${budget}`,
  );
}
// The player page's views that load with their phase (src/app/routes/player.tsx: vote, results), on top of what the
// page loads first: a link opened in that phase loads both (index.html preloads the view).
const playerFiles = collect('index.html');
for (const module of routes['/player/{id}']) collect(module, playerFiles);
const playerTexts = catalogKb('/player/abc123');
for (const view of manifest['src/app/routes/player.tsx'].dynamicImports ?? []) {
  const files = collect(view, { js: new Set(playerFiles.js), css: new Set(playerFiles.css) });
  const js = sum(files.js) / 1024;
  const name = view.split('/').at(-2);
  console.log(
    `  /player/{id} + the ${name} view (loaded with its phase): JS ${js.toFixed(1)} KB gz, JS + texts ${range([js + playerTexts[0], js + playerTexts[1]])}`,
  );
}
const landingKb = totals['/'];
console.log('');
console.log(
  `/ initial JavaScript and texts, heaviest language: ${landingKb.toFixed(1)} KB gz (budget ${BUDGET_KB} KB) → ${landingKb <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
);
