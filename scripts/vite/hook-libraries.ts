// PocketBase's JSVM loads pb_hooks/lib/*.js as CommonJS (module.exports). Where the app needs the very same rule
// (the pixel-size check of an upload, pb_hooks/lib/image_header.js), it imports that file, and this plugin hands it
// to Vite as an ES module whose default export is what the file exports: one implementation for both sides.
import type { Plugin } from 'vite';

const HOOK_LIBRARY = /[\\/]pb_hooks[\\/]lib[\\/][^\\/]+\.js$/;

export function hookLibraries(): Plugin {
  return {
    name: 'hook-libraries',
    enforce: 'pre',
    transform(code, id) {
      if (!HOOK_LIBRARY.test(id.split('?')[0] ?? '')) return null;
      return {
        code: `const module = { exports: {} };\n${code}\nexport default module.exports;\n`,
        map: null,
      };
    },
  };
}
