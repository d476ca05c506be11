import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { format } from 'node:util';
import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import english from 'virtual:catalog/en';
import { afterEach, beforeEach } from 'vitest';
import { toastRaised } from '@/first-paint/first-toast';
import { loadToasts } from '@/lib/errors/notify';

// React reports a state update outside act(...) (a test that does not wait for what the page does) and its other
// mistakes with console.error, as does the app for a failure nobody handled: any console.error fails the test that
// printed it. Registered first, so it runs after every other afterEach (and after the unmount below).
const consoleErrors: string[] = [];
const printError = console.error.bind(console);
beforeEach(() => {
  consoleErrors.length = 0;
  // Kept, not printed: the failure below shows them, against the test that printed them.
  console.error = (...args: unknown[]) => consoleErrors.push(format(...args));
});
/** What the test printed with console.error so far, taken so it does not fail the test (for the guard's own test). */
export const takeConsoleErrors = () => consoleErrors.splice(0);
afterEach(() => {
  console.error = printError;
  const printed = takeConsoleErrors();
  if (printed.length)
    throw new Error(`The test printed ${printed.length} console.error(s):\n${printed.join('\n---\n')}`);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Toasts live in a module-level store: clear them, once nothing shows them, so one test's messages never reach
  // the next.
  toast.remove();
});

// The app loads the toast library on the first toast (src/lib/errors/notify.ts). Here it is loaded up front, so a toast
// shows when it is raised, as it does in the app once the toaster is there, never after its test has ended.
await loadToasts();
// The app mounts its toaster with the first toast or once the page is idle after load (src/app/layout.tsx). Here it
// mounts with the page, so its arrival never changes a page outside act(...) after its test has moved on.
toastRaised();

// findBy…/waitFor give up after 1 s by default, which a busy machine can need for a page to settle: waiting is for
// what the page does, never a bound on how fast the machine is.
configure({ asyncUtilTimeout: 10_000 });

// UI tests never reach a real server. The SDK points at a reserved host that cannot resolve (vitest.config.ts), and
// any request that no msw handler answered lands here: it fails, and so does the test that sent it, with its URL.
// msw wraps these functions when a test's server starts listening, so requests it answers never get here.
const unhandledRequests: string[] = [];

globalThis.fetch = (input: RequestInfo | URL) => {
  const url = input instanceof Request ? input.url : String(input);
  unhandledRequests.push(`fetch ${url}`);
  return Promise.reject(new TypeError(`Unhandled request in a UI test: ${url}`));
};
if (typeof XMLHttpRequest !== 'undefined') {
  const open = XMLHttpRequest.prototype.open;
  const urls = new WeakMap<XMLHttpRequest, string>();
  XMLHttpRequest.prototype.open = function recordUrl(this: XMLHttpRequest, ...args: Parameters<typeof open>) {
    urls.set(this, String(args[1]));
    return open.apply(this, args);
  } as typeof open;
  XMLHttpRequest.prototype.send = function refuseUnhandled(this: XMLHttpRequest) {
    const url = urls.get(this) ?? '(unknown URL)';
    unhandledRequests.push(`XMLHttpRequest ${url}`);
    this.dispatchEvent(new ProgressEvent('error'));
  };
}
/** The requests no handler answered since the last test ended (for the guard's own test). */
export const takeUnhandledRequests = () => unhandledRequests.splice(0);
afterEach(() => {
  const sent = takeUnhandledRequests();
  if (sent.length) throw new Error(`UI tests must answer every request with msw; unhandled: ${sent.join(', ')}`);
});

/** A width query ('(min-width: 1024px)', '(max-width: 640px)') against the window's width; anything else is false. */
function matchesWidthQuery(query: string): boolean {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  if (!min && !max) return false;
  return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
}

// jsdom has no matchMedia. Width queries follow window.innerWidth (jsdom's default, 1024, is a desktop;
// a test may set a phone's width before rendering); others (react-hot-toast's prefers-reduced-motion) match nothing.
if (typeof window !== 'undefined' && !window.matchMedia) {
  const defaultWidth = window.innerWidth;
  afterEach(() => {
    window.innerWidth = defaultWidth;
  });
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: matchesWidthQuery(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// jsdom does not scroll; the router's scroll restoration calls window.scrollTo on every navigation.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
}

// Files and forms are Node's own, as in a browser where fetch, Blob and FormData come from one implementation:
// msw turns an intercepted XMLHttpRequest into Node's Request, which cannot read jsdom's File objects (it would send
// the text "undefined" as an uploaded file's content).
if (typeof window !== 'undefined') {
  const nodeFormData = (
    await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()
  ).constructor as typeof FormData;
  Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: nodeFormData });
}

// jsdom lays nothing out, so every element measures 0×0. The vote page's thumbnail strip shows only the thumbnails
// that fit its width (use-strip-window.ts reads clientWidth where there is no ResizeObserver, as in jsdom; the
// observer's path is tested in strip-window.test.tsx), so here every element measures as a phone's screen.
Object.defineProperties(HTMLElement.prototype, {
  clientWidth: { configurable: true, get: () => 390 },
  clientHeight: { configurable: true, get: () => 844 },
});

// Screens speak English in UI tests unless a test switches: the source catalog, active before any render.
i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages: english });
