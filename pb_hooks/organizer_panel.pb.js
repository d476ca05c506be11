/// <reference path="../.pb/types.d.ts" />
// The organizer's contest panel reads its players and memes (and its turnout, lib/rules/turnout.js) through routes of its own, one SQL query each, for
// the contest's organizer only (why: lib/routes/organizer_panel.js), each compressed as the client's Accept-Encoding
// allows (lib/platform/accept_encoding.js): a full room's lists are large JSON that compresses well.

routerAdd(
  'GET',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.panelPlayers,
  (e) => require(`${__hooks}/lib/routes/organizer_panel.js`).listPanelPlayers(e),
  $apis.requireAuth('users'),
  $apis.gzip()
);

routerAdd(
  'GET',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.panelMemes,
  (e) => require(`${__hooks}/lib/routes/organizer_panel.js`).listPanelMemes(e),
  $apis.requireAuth('users'),
  $apis.gzip()
);

routerAdd(
  'GET',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.turnout,
  (e) => require(`${__hooks}/lib/routes/organizer_panel.js`).readTurnout(e),
  $apis.requireAuth('users')
);
