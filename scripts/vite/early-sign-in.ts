// Build-time Vite plugin: on a player link (/player/{id}?token=…), a tiny inline script in index.html sends the
// sign-in request at once, while the app's scripts download and start; the app picks the response up instead of
// sending the same request later (src/features/players/api/early-sign-in.ts has both sides' terms).
import type { Plugin } from 'vite';
import { pocketbaseUrlFrom } from '../../src/config/pocketbase-url';
import { paths } from '../../src/config/routes';
import { EARLY_SIGN_IN_GLOBAL, EARLY_SIGN_IN_PATH } from '../../src/features/players/api/early-sign-in';
import { beforeEntryScript, pathPattern } from './route-preload';

export function earlySignIn(): Plugin {
  let pocketbaseUrl = '';
  return {
    name: 'early-sign-in',
    apply: 'build',
    configResolved(config) {
      pocketbaseUrl = pocketbaseUrlFrom(config.env['VITE_POCKETBASE_URL']);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // The request URL exactly as the SDK builds it (Client.buildURL of pocketbase 0.28): an absolute base as
        // is; a base starting with '/' after the page's origin; any other relative base after the page's path.
        const script =
          `(function(){try{var t=new URLSearchParams(location.search).get('token');` +
          `if(!t||!new RegExp(${JSON.stringify(pathPattern(paths.player))}).test(location.pathname))return;` +
          `var b=${JSON.stringify(pocketbaseUrl)},u=b;` +
          `if(!/^https?:\\/\\//.test(b)){u=location.origin.replace(/\\/$/,'');` +
          `if(b.charAt(0)!=='/'){u+=location.pathname||'/';if(u.slice(-1)!=='/')u+='/'}u+=b}` +
          `if(u.slice(-1)!=='/')u+='/';u+=${JSON.stringify(EARLY_SIGN_IN_PATH.slice(1))};` +
          `var r=fetch(u,{method:'POST',headers:{Authorization:t}});` +
          // A failure is the app's to report when it reads the response; nothing is logged meanwhile.
          `r.catch(function(){});` +
          `window[${JSON.stringify(EARLY_SIGN_IN_GLOBAL)}]={token:t,url:u,response:r}}catch(e){}})()`;
        return beforeEntryScript(html, script);
      },
    },
  };
}
