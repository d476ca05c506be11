/// <reference path="../../../.pb/types.d.ts" />
// The reverse proxy's client-address header from the environment (trusted_proxy_config.pb.js lists the variables
// and says why an invalid value stops the start).

/**
 * Sets the trusted proxy header from the environment (onBootstrap, `serve` only), or stops the start.
 * @param {core.BootstrapEvent} e
 */
function applyTrustedProxySettings(e) {
  e.next();
  if (!$os.args.includes('serve')) return;
  const headersValue = $os.getenv('TRUSTED_PROXY_HEADERS').trim();
  const leftmostValue = $os.getenv('TRUSTED_PROXY_USE_LEFTMOST_IP').trim();
  if (!headersValue && !leftmostValue) return;

  /**
   * @param {string} message
   * @returns {never}
   */
  const refuse = (message) => {
    throw new Error(message);
  };
  const settings = e.app.settings();
  if (headersValue.toLowerCase() === 'off') {
    if (leftmostValue) refuse('TRUSTED_PROXY_USE_LEFTMOST_IP is set, but TRUSTED_PROXY_HEADERS is off.');
    settings.trustedProxy.headers = [];
    settings.trustedProxy.useLeftmostIP = false;
    e.app.save(settings);
    return;
  }
  if (!headersValue) refuse('TRUSTED_PROXY_USE_LEFTMOST_IP is set, but TRUSTED_PROXY_HEADERS is not.');

  // A header name is an RFC 9110 token. `Forwarded` (RFC 7239, `for=…;proto=…`) is not a list of addresses, which
  // is all PocketBase reads from the header.
  const headers = headersValue.split(',').map((name) => name.trim());
  for (const name of headers) {
    if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) {
      refuse(
        'TRUSTED_PROXY_HEADERS must be header names separated by commas, such as X-Forwarded-For; got "' +
          headersValue +
          '".'
      );
    }
    if (name.toLowerCase() === 'forwarded') {
      refuse(
        'TRUSTED_PROXY_HEADERS: the Forwarded header is not supported; have the proxy send X-Forwarded-For (or a ' +
          'header with the client address alone) and name that one.'
      );
    }
  }
  if (leftmostValue && leftmostValue !== 'true' && leftmostValue !== 'false') {
    refuse('TRUSTED_PROXY_USE_LEFTMOST_IP must be true or false; got "' + leftmostValue + '".');
  }
  settings.trustedProxy.headers = headers;
  settings.trustedProxy.useLeftmostIP = leftmostValue === 'true';
  e.app.save(settings);
  e.app
    .logger()
    .info(
      'Client addresses from the trusted proxy header',
      'headers',
      headers.join(', '),
      'address',
      leftmostValue === 'true' ? 'left-most' : 'right-most'
    );
}

module.exports = { applyTrustedProxySettings };
