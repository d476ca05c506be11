/// <reference path="../../../.pb/types.d.ts" />
// Which content coding a client takes, read from its Accept-Encoding as RFC 9110 §12.5.3 says, for every answer this
// server compresses: the app's files (lib/platform/web_app.js) and the JSON routes PocketBase's gzip middleware compresses
// (gzipOnlyIfAccepted below). The header is parsed, never matched as a substring, so `br;q=0, gzip;q=0` gets neither
// brotli nor gzip and `x-gzip-not` is no gzip.
//
// - A list of codings, each with an optional weight `;q=` from 0 to 1 (three decimals at most); a coding with q=0
//   is refused. Names and `q` are case-insensitive; white space around the separators is allowed.
// - `*` stands for every coding the list does not name. `identity` (no compression) is acceptable unless the list
//   refuses it (`identity;q=0`, or `*;q=0` without naming identity).
// - "x-gzip" is gzip (RFC 9110 §8.4.1.3). A malformed element (a bad token or weight) counts as not written.
// - No header, or an empty one: identity (the client asked for no coding). Nothing acceptable: identity as well.
// Plain JavaScript without PocketBase globals, so tests/api/accept-encoding.test.ts runs it in Node.

var TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;
var WEIGHT = /^q=(0(\.[0-9]{0,3})?|1(\.0{0,3})?)$/;
/** @type {Record<string, string>} */
var ALIASES = { 'x-gzip': 'gzip', 'x-compress': 'compress' };

/**
 * { coding: weight } of an Accept-Encoding value, lowercased, the first mention of a coding counting.
 * @param {string | null | undefined} header
 * @returns {Record<string, number>}
 */
function parseAcceptEncoding(header) {
  /** @type {Record<string, number>} */
  var weights = {};
  String(header || '')
    .split(',')
    .forEach(function (element) {
      var parts = element.split(';');
      var coding = parts[0].trim().toLowerCase();
      if (!coding) return; // an empty list element
      if (!TOKEN.test(coding)) return;
      coding = ALIASES[coding] || coding;
      var weight = 1;
      for (var i = 1; i < parts.length; i++) {
        var parameter = parts[i].trim().toLowerCase();
        if (parameter.slice(0, 2) !== 'q=') continue; // codings take no other parameter: ignored
        if (!WEIGHT.test(parameter)) return;
        weight = parseFloat(parameter.slice(2));
      }
      if (!Object.prototype.hasOwnProperty.call(weights, coding)) weights[coding] = weight;
    });
  return weights;
}

/**
 * The codings of `offered` (the server's order of preference, e.g. ['br', 'gzip']) and 'identity' that the client
 * takes, best first: by its weights, then by the server's order, identity after a compressed coding of the same
 * weight. Never empty: identity ends it when the client refuses everything.
 * @param {string | null | undefined} header
 * @param {string[]} offered
 * @returns {string[]}
 */
function acceptedEncodings(header, offered) {
  var weights = parseAcceptEncoding(header);
  /** @param {string} coding */
  var has = function (coding) {
    return Object.prototype.hasOwnProperty.call(weights, coding);
  };
  /** @param {string} coding */
  var weightOf = function (coding) {
    if (has(coding)) return weights[coding];
    if (has('*')) return weights['*'];
    return coding === 'identity' ? 0.0001 : 0; // identity is acceptable unless refused, after any named coding
  };
  var candidates = offered.concat(['identity']).map(function (coding, order) {
    return { coding: coding, weight: weightOf(coding), order: order };
  });
  var accepted = candidates
    .filter(function (candidate) {
      return candidate.weight > 0;
    })
    .sort(function (a, b) {
      return b.weight - a.weight || a.order - b.order;
    })
    .map(function (candidate) {
      return candidate.coding;
    });
  if (accepted.indexOf('identity') < 0) accepted.push('identity');
  return accepted;
}

/**
 * The client's Accept-Encoding, all its header lines as one list.
 * @param {import('./events.js').RequestEvent} e
 */
function requestAcceptEncoding(e) {
  var values = e.request.header.values('Accept-Encoding');
  return values ? Array.prototype.slice.call(values).join(',') : '';
}

/**
 * For the routes compressed by PocketBase's $apis.gzip(), first thing in their handler: that middleware compresses
 * whenever the header's first line contains "gzip" (so `gzip;q=0` and `x-gzip-not` too). When gzip is not what the
 * client takes, the answer is written past its compressor instead (Unwrap, which PocketBase's response writers
 * offer), so it goes out as identity. (When the header takes gzip without saying "gzip", as `*` does, the answer is
 * identity too, which such a header accepts.) Done in the handler rather than in a middleware of its own: each
 * JavaScript middleware holds one more of the server's JavaScript runtimes for the whole request.
 * @param {import('./events.js').RequestEvent} e
 */
function gzipOnlyIfAccepted(e) {
  var compressing = (e.request.header.get('Accept-Encoding') || '').indexOf('gzip') >= 0;
  if (compressing && acceptedEncodings(requestAcceptEncoding(e), ['gzip'])[0] !== 'gzip') {
    e.response = e.response.unwrap();
  }
}

module.exports = { parseAcceptEncoding, acceptedEncodings, requestAcceptEncoding, gzipOnlyIfAccepted };
