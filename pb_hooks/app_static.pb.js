/// <reference path="../.pb/types.d.ts" />
// The built app, served from the public folder with compression, caching and security headers (lib/platform/web_app.js), in
// place of PocketBase's own pb_public serving, which registers itself only when no hook serves GET /{path...}.

routerAdd('GET', '/{path...}', (e) => require(`${__hooks}/lib/platform/web_app.js`).serveApp(e));
