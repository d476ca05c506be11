/// <reference path="../.pb/types.d.ts" />
// At start-up of `serve`, before the first request: deadlines that passed while the server was down are applied
// (lib/rules/deadlines.js), then every stored average is brought in line with its contest's phase, which folds in vote
// or meme changes an administrator made later (average_score of memes and players is computed by the server only,
// when a contest enters results: lib/rules/phases.js with lib/rules/scores.js).

onBootstrap((e) => require(`${__hooks}/lib/platform/startup.js`).catchUpAtStart(e));
