/// <reference path="../.pb/types.d.ts" />
// Running a contest again (lib/routes/run_again.js): its organizer creates the next contest of the series from one
// in results, its players brought along on request, in one request and one transaction.

routerAdd(
  'POST',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.runAgain,
  (e) => require(`${__hooks}/lib/routes/run_again.js`).runAgain(e),
  $apis.requireAuth('users')
);
