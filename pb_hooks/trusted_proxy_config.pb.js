/// <reference path="../.pb/types.d.ts" />
// The reverse proxy's client-address header, from the environment, set at every start of `serve`:
//   TRUSTED_PROXY_HEADERS          the header(s) the proxy puts the client's address in, comma-separated
//                                  ('X-Forwarded-For' behind Caddy or nginx); 'off' clears the setting; unset leaves
//                                  it to the dashboard (/_/ → Settings → Application), as in development and tests
//   TRUSTED_PROXY_USE_LEFTMOST_IP  'false' (default): the right-most address of the header, the one the proxy itself
//                                  saw and appended; 'true': the left-most, which a client can write itself unless
//                                  the proxy discards what the client sent
// Behind a proxy every request comes from the proxy's address, so without this the rate limits (counted per client
// address) put every player in one bucket. Only set it when the server is reachable through the proxy alone: a
// client that reaches the port directly can write the header itself.
// An invalid value stops the start with a message: a server that runs anyway would either share one bucket among
// all players or believe a header nobody meant, and an operator notices a refused start at once, not on the night a
// room meets "Too many requests".

onBootstrap((e) => require(`${__hooks}/lib/platform/trusted_proxy_settings.js`).applyTrustedProxySettings(e));
