// Debian's Chromium, as the e2e tests and the Lighthouse benchmark launch it (never a downloaded browser).
// Without the background-networking flags Chromium keeps calling out to Google's hosts, which this network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
