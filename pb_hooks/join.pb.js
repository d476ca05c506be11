/// <reference path="../.pb/types.d.ts" />
// The contest's join link (lib/routes/join.js). The organizer opens, replaces and closes it; anyone with
// the link reads the contest's name and joins as a new player. The contest address (/c/{contestId}) reads the
// contest by id alone, and joins while the link is open. Joining is rate-limited per client address, both ways
// ("POST /api/join/" in pb_migrations/1795500000_join_links.js).

routerAdd(
  'POST',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.joinLink,
  (e) => require(`${__hooks}/lib/routes/join.js`).openJoinLink(e),
  $apis.requireAuth('users')
);

routerAdd(
  'DELETE',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.joinLink,
  (e) => require(`${__hooks}/lib/routes/join.js`).closeJoinLink(e),
  $apis.requireAuth('users')
);

routerAdd('GET', require(`${__hooks}/../contract/routes.js`).API_ROUTES.join, (e) =>
  require(`${__hooks}/lib/routes/join.js`).describeJoinableContest(e)
);

routerAdd('POST', require(`${__hooks}/../contract/routes.js`).API_ROUTES.join, (e) =>
  require(`${__hooks}/lib/routes/join.js`).joinContest(e)
);

routerAdd('GET', require(`${__hooks}/../contract/routes.js`).API_ROUTES.joinByAddress, (e) =>
  require(`${__hooks}/lib/routes/join.js`).describeContestAddress(e)
);

routerAdd('POST', require(`${__hooks}/../contract/routes.js`).API_ROUTES.joinByAddress, (e) =>
  require(`${__hooks}/lib/routes/join.js`).joinByAddress(e)
);
