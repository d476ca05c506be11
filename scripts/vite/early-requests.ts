// Build-time Vite plugin: on a player link (/player/{id}?token=…), a small inline script in index.html sends the
// sign-in request at once, while the app's scripts download and start; when the sign-in says the contest is in
// results, it sends the results page's two lists too. The app picks the responses up instead of sending the same
// requests later (src/lib/early-requests.ts). The list addresses are built here by the SDK itself, from the very
// options the app uses (src/features/results/api/ranking-requests.ts), so they match the app's requests exactly.
import PocketBase from 'pocketbase';
import type { Plugin } from 'vite';
import { pocketbaseUrlFrom } from '../../src/config/pocketbase-url';
import { paths } from '../../src/config/routes';
import { CONTEST_FILTER, RANKED_MEMES, RANKED_PLAYERS } from '../../src/features/results/api/ranking-requests';
import { CONTEST_ID_PLACEHOLDER, EARLY_REQUESTS_GLOBAL, EARLY_SIGN_IN_PATH } from '../../src/lib/early-requests';
import { beforeEntryScript, pathPattern } from './route-preload';

const PROBE_BASE = 'http://probe.invalid/';

/** The path and query (no leading slash) the SDK requests for a full list with `options`, for the placeholder contest. */
async function listRequestPath(collection: string, options: Record<string, string>): Promise<string> {
  const sdk = new PocketBase(PROBE_BASE);
  let requested = '';
  await sdk.collection(collection).getFullList({
    ...options,
    filter: sdk.filter(CONTEST_FILTER, { contest: CONTEST_ID_PLACEHOLDER }),
    fetch: async (url) => {
      requested = String(url);
      return new Response(JSON.stringify({ page: 1, perPage: 1000, totalItems: -1, totalPages: -1, items: [] }));
    },
  });
  if (!requested.startsWith(PROBE_BASE)) throw new Error(`early-requests: unexpected list URL ${requested}`);
  return requested.slice(PROBE_BASE.length);
}

export function earlyRequests(): Plugin {
  let pocketbaseUrl = '';
  return {
    name: 'early-requests',
    apply: 'build',
    configResolved(config) {
      pocketbaseUrl = pocketbaseUrlFrom(config.env['VITE_POCKETBASE_URL']);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const resultsLists = [
          await listRequestPath(RANKED_MEMES.collection, RANKED_MEMES.options),
          await listRequestPath(RANKED_PLAYERS.collection, RANKED_PLAYERS.options),
        ];
        // Addresses exactly as the SDK builds them (Client.buildURL of pocketbase 0.28): an absolute base as is; a
        // base starting with '/' after the page's origin; any other relative base after the page's path.
        const script =
          `(function(){try{var t=new URLSearchParams(location.search).get('token');` +
          `if(!t||!new RegExp(${JSON.stringify(pathPattern(paths.player))}).test(location.pathname))return;` +
          `var b=${JSON.stringify(pocketbaseUrl)},u=b;` +
          `if(!/^https?:\\/\\//.test(b)){u=location.origin.replace(/\\/$/,'');` +
          `if(b.charAt(0)!=='/'){u+=location.pathname||'/';if(u.slice(-1)!=='/')u+='/'}u+=b}` +
          `if(u.slice(-1)!=='/')u+='/';` +
          `var s=u+${JSON.stringify(EARLY_SIGN_IN_PATH.slice(1))};` +
          `var r=fetch(s,{method:'POST',headers:{Authorization:t}});` +
          // Failures are the app's to report when it reads the responses; nothing is logged meanwhile.
          `r.catch(function(){});` +
          `var l=r.then(function(x){return x.clone().json()}).then(function(d){` +
          `var c=d&&d.record&&d.record.expand&&d.record.expand.contest,q={};` +
          `if(c&&c.status==='results')${JSON.stringify(resultsLists)}.forEach(function(p){` +
          `var v=u+p.split(${JSON.stringify(CONTEST_ID_PLACEHOLDER)}).join(encodeURIComponent(c.id));` +
          `q[v]=fetch(v,{headers:{Authorization:t}});q[v].catch(function(){})});return q})` +
          `.catch(function(){return {}});` +
          `window[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}]={token:t,signIn:{url:s,response:r},lists:l}}catch(e){}})()`;
        return beforeEntryScript(html, script);
      },
    },
  };
}
