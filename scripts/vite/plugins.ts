// The build plugins that read the contract (as `@contract/…`), loaded by the configs through load-plugins.ts.
export { catalogs } from './catalogs.ts';
export { firstPaint } from './first-paint.ts';
