/// <reference path="../.pb/types.d.ts" />
/* global onRecordCreateExecute, onRecordDeleteExecute */
// Players: an organizer's request to add one, checked in one place and one transaction; the link token minted with
// the record; and removing one (their memes go before results) without singling out anything else of theirs.

onRecordCreateRequest((e) => require(`${__hooks}/lib/routes/players.js`).addPlayer(e), 'players');
onRecordCreateExecute((e) => require(`${__hooks}/lib/routes/players.js`).mintLinkToken(e), 'players');
onRecordDeleteExecute((e) => require(`${__hooks}/lib/routes/players.js`).removePlayer(e), 'players');
