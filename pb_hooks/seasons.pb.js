/// <reference path="../.pb/types.d.ts" />
// Seasons (docs/features/seasons.md): a season's name and the limit of seasons per organizer, a contest's season
// (only one of its organizer's own), the hall of fame kept when a contest of a season is deleted after its results,
// the season answer and its public page's link preview, and the exports (lib/routes/seasons.js,
// lib/routes/link_preview.js).

onRecordCreateRequest((e) => require(`${__hooks}/lib/routes/seasons.js`).createSeason(e), 'seasons');
onRecordUpdateRequest((e) => require(`${__hooks}/lib/routes/seasons.js`).updateSeason(e), 'seasons');

onRecordCreateRequest((e) => require(`${__hooks}/lib/routes/seasons.js`).checkContestSeason(e), 'contests');
onRecordUpdateRequest((e) => require(`${__hooks}/lib/routes/seasons.js`).checkContestSeason(e), 'contests');

// In the deletion's transaction, before the contest's memes go: any deletion, a cascade from its organizer's included.
onRecordDelete((e) => require(`${__hooks}/lib/routes/seasons.js`).keepPodiumOnDelete(e), 'contests');

// A kept podium meme's image: public while its season is shared, private to the viewer otherwise
// (lib/platform/results_cache.js), as a contest's meme images are.
onFileDownloadRequest((e) => require(`${__hooks}/lib/routes/seasons.js`).serveKeptMemeFile(e), 'season_podium_memes');

routerAdd(
  'GET',
  require(`${__hooks}/../contract/routes.js`).API_ROUTES.season,
  (e) => require(`${__hooks}/lib/routes/seasons.js`).serveSeason(e),
  $apis.gzip()
);

routerAdd('GET', require(`${__hooks}/../contract/routes.js`).API_ROUTES.seasonPage, (e) =>
  require(`${__hooks}/lib/routes/link_preview.js`).serveSeasonPage(e)
);

routerAdd('GET', require(`${__hooks}/../contract/routes.js`).API_ROUTES.seasonExport, (e) =>
  require(`${__hooks}/lib/routes/seasons.js`).serveSeasonExport(e)
);

routerAdd('GET', require(`${__hooks}/../contract/routes.js`).API_ROUTES.contestExport, (e) =>
  require(`${__hooks}/lib/routes/seasons.js`).serveContestExport(e)
);
