/// <reference path="../../../.pb/types.d.ts" />
// Serving the built app from the server's public folder (a release puts it in `pb_public` next to
// `pb_hooks`, or MEME_ARENA_PUBLIC_DIR names it), the way the app is meant to be served:
// - compressed: each file's `.br` or `.gz` twin, made at build time by `npm run release`, when the browser takes it
//   (its Accept-Encoding read by lib/platform/accept_encoding.js);
// - cached: the hashed files under /assets/ for a year (a new build has new names), index.html never, the rest an hour;
// - an unknown app path (no file extension, no such file) answers index.html, the router's to show; a missing file
//   with an extension answers 404, which is how an open tab learns that a redeploy removed its screens
//   (src/app/stale-deployment.ts);
// - with security headers suited to the app: a Content-Security-Policy that allows this origin only (the API, images,
//   realtime) plus index.html's own inline scripts by their hashes, no framing, no sniffing, no referrer (a player
//   link carries its token in the address).
// PocketBase's own pb_public serving does none of the first two, so app_static.pb.js takes its place.

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const YEAR = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';

/** The folder the app is served from, or '' when there is none (an API-only server). */
function publicDir() {
  const dir = $os.getenv('MEME_ARENA_PUBLIC_DIR') || `${__hooks}/../pb_public`;
  try {
    $os.stat(`${dir}/index.html`);
    return dir;
  } catch {
    return '';
  }
}

/**
 * @param {string} path
 * @returns {string | number[] | null}
 */
function readFile(path) {
  try {
    return $os.readFile(path);
  } catch {
    return null;
  }
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/**
 * A hex digest as base64, the form a CSP hash takes.
 * @param {string} hex
 */
function hexToBase64(hex) {
  /** @type {number[]} */
  const bytes = [];
  for (let i = 0; i < hex.length; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16));
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b = 0, c = 0] = bytes.slice(i, i + 3);
    const n = (a << 16) | (b << 8) | c;
    out += BASE64[(n >> 18) & 63] + BASE64[(n >> 12) & 63];
    out += i + 1 < bytes.length ? BASE64[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? BASE64[n & 63] : '=';
  }
  return out;
}

/**
 * The Content-Security-Policy for pages built from `html`: its inline scripts are allowed by their SHA-256.
 * @param {string} html
 */
function contentSecurityPolicy(html) {
  /** @type {string[]} */
  const hashes = [];
  const inline = /<script>([\s\S]*?)<\/script>/g;
  let match;
  while ((match = inline.exec(html))) hashes.push(`'sha256-${hexToBase64($security.sha256(match[1]))}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    // react-hot-toast adds a <style> element, and components set style attributes.
    "style-src 'self' 'unsafe-inline'",
    // blob: the picked files' previews before upload; data: the QR codes.
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Sets the security headers of an app page or file on the response of request `e`.
 * @param {import('./events.js').RequestEvent} e
 * @param {string} [html]
 */
function setSecurityHeaders(e, html) {
  const headers = e.response.header();
  if (html !== undefined) headers.set('Content-Security-Policy', contentSecurityPolicy(html));
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'no-referrer');
  headers.set('X-Frame-Options', 'DENY');
}

// The compressed twins a release has of each file, by content coding (brotli preferred: smaller).
/** @type {Record<string, string>} */
const TWINS = { br: '.br', gzip: '.gz' };

/**
 * Sends `path` (a file of the public folder), as the best coding the browser takes that the file has a twin in.
 * @param {import('./events.js').RequestEvent} e
 * @param {string} path
 * @param {string} type
 * @param {string} cacheControl
 */
function sendFile(e, path, type, cacheControl) {
  /** @type {typeof import('./accept_encoding.js')} */
  const negotiation = require(`${__hooks}/lib/platform/accept_encoding.js`);
  const headers = e.response.header();
  headers.set('Vary', 'Accept-Encoding');
  headers.set('Cache-Control', cacheControl);
  const accepted = negotiation.acceptedEncodings(negotiation.requestAcceptEncoding(e), Object.keys(TWINS));
  for (const encoding of accepted) {
    if (encoding === 'identity') break;
    const compressed = readFile(path + TWINS[encoding]);
    if (compressed) {
      headers.set('Content-Encoding', encoding);
      return e.blob(200, type, compressed);
    }
  }
  // The callers found the file a moment ago (serveApp, publicDir).
  return e.blob(200, type, /** @type {string | number[]} */ (readFile(path)));
}

/**
 * Sends the app's index.html: the folder's, never cached; or the given `html` (a results page with its preview
 * tags), whose caching the caller sets.
 * @param {import('./events.js').RequestEvent} e
 * @param {string} dir
 * @param {string} [html]
 */
function sendIndex(e, dir, html) {
  const page = html !== undefined ? html : toString(readFile(`${dir}/index.html`));
  setSecurityHeaders(e, page);
  if (html !== undefined) return e.html(200, page);
  return sendFile(e, `${dir}/index.html`, TYPES['.html'], 'no-cache');
}

/**
 * GET /{path...}: a file of the app, or index.html for an app route.
 * @param {import('./events.js').RequestEvent} e
 */
function serveApp(e) {
  const dir = publicDir();
  if (!dir) throw new NotFoundError('');
  const path = e.request.pathValue('path') || '';
  // An unknown API address stays an API 404, not the app.
  if (path === 'api' || path.startsWith('api/') || path.startsWith('_/')) throw new NotFoundError('');
  // Only names inside the folder: no parent segments, no hidden files, nothing odd.
  const segments = path.split('/');
  if (segments.some((segment) => segment === '..' || segment.startsWith('.') || segment.includes('\\'))) {
    throw new NotFoundError('');
  }
  const dot = path.lastIndexOf('.');
  const extension = dot > path.lastIndexOf('/') ? path.slice(dot).toLowerCase() : '';
  if (!path || path === 'index.html' || !extension) return sendIndex(e, dir);
  const type = TYPES[extension];
  if (!type || extension === '.br' || extension === '.gz') throw new NotFoundError('');
  try {
    const info = $os.stat(`${dir}/${path}`);
    if (info.isDir()) throw new Error('a folder');
  } catch {
    throw new NotFoundError('');
  }
  setSecurityHeaders(e);
  return sendFile(e, `${dir}/${path}`, type, path.startsWith('assets/') ? YEAR : HOUR);
}

module.exports = { publicDir, serveApp, sendIndex };
