#!/usr/bin/env node
// `npm run bench:bundle`: builds the app, then prints the gzipped index.html (with the app's stylesheet written in) and
// the gzipped JavaScript each route loads, initial (entry + the route's own lazy module) and on demand, and the texts
// (catalog areas) it loads before its first render, in the lightest and the heaviest language, and in how many files
// (scripts and texts); for the player page, once per contest phase, with the view and texts that phase loads.
// Budgets (CONTRIBUTING.md#benchmarks), texts included: ≤ 120 KB gzipped for `/`, ≤ 160 KB for the player page in
// every phase. Prints figures; never fails on them.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const BUDGET_KB = 120;
const PLAYER_BUDGET_KB = 160;

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
/** The catalog areas an address loads first: the start area, and those of the route it matches. */
const areasOf = (path) => [startArea, ...(areaTable.find(([pattern]) => new RegExp(pattern).test(path))?.[1] ?? [])];
/** The texts an address loads first, with `more` (files by locale) on top, in KB gz: [lightest, heaviest language]. */
function catalogKb(path, more = {}) {
  const areas = areasOf(path);
  const perLocale = locales.map(
    (locale) =>
      [...areas.map((area) => catalogFiles[locale][area]), ...(more[locale] ?? [])].reduce(
        (total, file) => total + gzipBytes(file.slice(1)),
        0,
      ) / 1024,
  );
  return [Math.min(...perLocale), Math.max(...perLocale)];
}
/** How many text files an address loads first, with `more` on top: one per area, the same in every language. */
const catalogFileCount = (path, more = []) => areasOf(path).length + more.length;
// What a player link preloads for the view of each phase, which the page loads with its phase: its chunks and its
// texts by language, from the figures the built page's early-requests script is called with
// (src/first-paint/inline/early-requests.ts, written in by scripts/vite/first-paint.ts).
const earlyRequests = /\nsendEarlyRequests\((\{.*\})\)\}\)\(\)<\/script>/.exec(html);
if (!earlyRequests) throw new Error('dist/index.html has no early-requests script');
const { phaseViews } = JSON.parse(earlyRequests[1]);
if (!phaseViews) throw new Error("dist/index.html has no table of the player page's phase views");

const entry = collect('index.html');
// The stylesheet is written into index.html (scripts/vite/first-paint.ts), which every route loads first.
const stylesheets = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.css'));
console.log(
  `index.html (every route): ${kb(gzipBytes('index.html'))} KB gz, the stylesheet written in ` +
    `(${stylesheets.map((file) => kb(gzipBytes(join('assets', file)))).join(' + ')} KB gz of it alone)`,
);
console.log(`Entry (every route): JS ${kb(sum(entry.js))} KB gz`);
console.log('');
console.log(
  'route            initial JS (KB gz)   route-only JS (KB gz)   texts (KB gz)   JS + texts (KB gz)   files   budget',
);
const totals = {};
const range = ([low, high]) => `${low.toFixed(1)}–${high.toFixed(1)}`;
for (const [route, modules] of Object.entries(routes)) {
  const files = collect('index.html');
  const before = new Set(files.js);
  for (const module of modules) collect(module, files);
  const routeOnly = new Set([...files.js].filter((file) => !before.has(file)));
  // The player page before its phase's view: its budget holds in each phase, below.
  const budget = route === '/' ? `≤ ${BUDGET_KB} KB` : route === '/player/{id}' ? 'by phase, below' : 'on demand';
  const texts = catalogKb(route.replace('{id}', 'abc123'));
  const fileCount = files.js.size + catalogFileCount(route.replace('{id}', 'abc123'));
  const js = sum(files.js) / 1024;
  totals[route] = js + texts[1];
  console.log(
    `${route.padEnd(16)} ${js.toFixed(1).padStart(10)}              ${kb(sum(routeOnly)).padStart(8)}         ${range(texts).padStart(9)}       ${range([js + texts[0], js + texts[1]]).padStart(11)}        ${String(fileCount).padStart(3)}    ${budget}`,
  );
}
// The player page in each phase: what it loads before the phase's first render, the view and its texts included.
console.log('');
console.log('player page, by phase    JS (KB gz)   texts (KB gz)   JS + texts (KB gz)   files   budget');
const playerFiles = collect('index.html');
for (const module of routes['/player/{id}']) collect(module, playerFiles);
const phaseTotals = {};
for (const [phase, { modules, texts }] of Object.entries(phaseViews)) {
  const phaseJs = new Set([...playerFiles.js, ...modules.map((file) => file.slice(1))]);
  const js = sum(phaseJs) / 1024;
  const phaseTexts = catalogKb('/player/abc123', texts);
  const fileCount = phaseJs.size + catalogFileCount('/player/abc123', Object.values(texts)[0]);
  phaseTotals[phase] = js + phaseTexts[1];
  console.log(
    `  ${phase.padEnd(22)} ${js.toFixed(1).padStart(8)}      ${range(phaseTexts).padStart(9)}       ${range([js + phaseTexts[0], js + phaseTexts[1]]).padStart(11)}        ${String(fileCount).padStart(3)}    ≤ ${PLAYER_BUDGET_KB} KB`,
  );
}
const landingKb = totals['/'];
console.log('');
console.log(
  `/ initial JavaScript and texts, heaviest language: ${landingKb.toFixed(1)} KB gz (budget ${BUDGET_KB} KB) → ${landingKb <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
);
for (const [phase, total] of Object.entries(phaseTotals)) {
  console.log(
    `/player/{id} in ${phase}, JavaScript and texts, heaviest language: ${total.toFixed(1)} KB gz (budget ${PLAYER_BUDGET_KB} KB) → ${total <= PLAYER_BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
  );
}
