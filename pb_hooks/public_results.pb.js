/// <reference path="../.pb/types.d.ts" />
// Public results: the results as one answer for the results pages (lib/routes/public_results.js), and the
// public page's address answered with its link-preview tags for crawlers (lib/routes/link_preview.js); the results
// compressed as the client's Accept-Encoding allows (lib/platform/accept_encoding.js); both, and the images, cached as
// lib/platform/results_cache.js says.

routerAdd(
  'GET',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.contestResults,
  (e) => require(`${__hooks}/lib/routes/public_results.js`).serveResults(e),
  $apis.gzip()
);

// A player's own result card: their awards and the spread of scores they received (lib/rules/results.js).
routerAdd(
  'GET',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.playerCard,
  (e) => require(`${__hooks}/lib/routes/public_results.js`).servePlayerCard(e),
  $apis.requireAuth('players')
);

routerAdd('GET', require(`${__hooks}/../contract/routes.js`).API_ROUTES.resultsPage, (e) =>
  require(`${__hooks}/lib/routes/link_preview.js`).serveResultsPage(e)
);

// A meme's image (its file and thumbnails, PocketBase's file route): public with an ETag while its contest's results
// are shared, private to the viewer otherwise (lib/platform/results_cache.js).
onFileDownloadRequest((e) => require(`${__hooks}/lib/routes/public_results.js`).serveMemeFile(e), 'memes');
