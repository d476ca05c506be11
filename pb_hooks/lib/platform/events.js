/// <reference path="../../../.pb/types.d.ts" />
// The events as the hooks receive them, for JSDoc types (`import('./events.js').RequestEvent`); nothing requires this
// file. PocketBase's declarations are generated from its Go code, where any pointer may be nil, so they mark an
// event's request and record optional. A route's or a request hook's event always carries its request, and a record
// event its record; only the signed-in record (`auth`) may be missing, for a guest, unless the route
// requires a sign-in.

/**
 * A route's event, or a request hook's.
 * @typedef {core.RequestEvent & { request: http.Request }} RequestEvent
 */

/**
 * A route's event behind `$apis.requireAuth(…)`: someone is signed in.
 * @typedef {RequestEvent & { auth: core.Record }} SignedInRequestEvent
 */

/**
 * onRecordCreateRequest, onRecordUpdateRequest, onRecordDeleteRequest and onRecordViewRequest.
 * @typedef {core.RecordRequestEvent & { request: http.Request, record: core.Record }} RecordRequestEvent
 */

/**
 * onRecordEnrich, and the execute hooks (onRecordCreateExecute, …): the record is always there.
 * @typedef {core.RecordEnrichEvent & { record: core.Record }} RecordEnrichEvent
 * @typedef {core.RecordEvent & { record: core.Record }} RecordEvent
 */

module.exports = {};
