/// <reference path="../.pb/types.d.ts" />
// The organizer's contest panel reads its players and memes through two routes of its own, one SQL query each, for
// the contest's organizer only (why: lib/organizer_panel.js). Both compressed as the client's Accept-Encoding allows
// (lib/accept_encoding.js): in a room of 300 the players are about 150 KB of JSON and the 900 memes about 260 KB.

routerAdd(
  'GET',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.panelPlayers,
  (e) => {
    require(`${__hooks}/lib/accept_encoding.js`).gzipOnlyIfAccepted(e);
    return require(`${__hooks}/lib/organizer_panel.js`).listPanelPlayers(e);
  },
  $apis.requireAuth('users'),
  $apis.gzip()
);

routerAdd(
  'GET',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.panelMemes,
  (e) => {
    require(`${__hooks}/lib/accept_encoding.js`).gzipOnlyIfAccepted(e);
    return require(`${__hooks}/lib/organizer_panel.js`).listPanelMemes(e);
  },
  $apis.requireAuth('users'),
  $apis.gzip()
);
