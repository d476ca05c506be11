import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
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
