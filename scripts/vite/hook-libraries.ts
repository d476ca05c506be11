// PocketBase's JSVM loads the hooks' files as CommonJS (module.exports). The app imports the contract between the
// two (pb_hooks/contract/: routes, ranking, the image header reader), and this plugin hands each of its files to
// Vite as an ES module whose default export is what the file exports: one implementation for both sides. The
// files the app imports require nothing (it reads rules.json itself), so no require() needs translating.
import type { Plugin } from 'vite';

/** The contract's folder; no other file of pb_hooks reaches the app (eslint.config.js). */
const CONTRACT_FOLDER = /[\\/]pb_hooks[\\/]contract[\\/][^\\/]+\.js$/;

export function hookLibraries(): Plugin {
  return {
    name: 'hook-libraries',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_FOLDER.test(id.split('?')[0] ?? '')) return null;
      return {
        code: `const module = { exports: {} };\n${code}\nexport default module.exports;\n`,
        map: null,
      };
    },
  };
}
