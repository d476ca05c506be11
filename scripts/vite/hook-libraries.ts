// PocketBase's JSVM loads the contract between the app and the server (contract/: rules, routes, ranking, the image
// header reader…) as CommonJS (module.exports). The app imports the same files as `@contract/…`, and this plugin hands
// each of them to Vite as an ES module: its default export is what the file exports, and each exported name is a named
// export too, so both sides run one implementation. A contract file requires nothing but its siblings, by a relative
// path ('./rules.json'), and each of those becomes an import.
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The contract's folder; nothing of pb_hooks/ reaches the app (eslint.config.js). */
export const CONTRACT_FOLDER = join(import.meta.dirname, '../../contract') + sep;

const REQUIRE_CALL = /\brequire\(([^\n]*)\)/g;
const SIBLING = /'(\.\/[\w.-]+)'/g;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The names `file` exports, read by running it in Node (the contract's files are plain, side-effect-free modules). */
function exportedNames(file: string): string[] {
  const load = createRequire(file);
  delete load.cache[file];
  return Object.keys(load(file) as object).filter((name) => IDENTIFIER.test(name) && name !== 'default');
}

export function hookLibraries(): Plugin {
  return {
    name: 'hook-libraries',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!file.startsWith(CONTRACT_FOLDER) || !file.endsWith('.js')) return null;
      const required = [...code.matchAll(REQUIRE_CALL)].flatMap((call) => [...(call[1] ?? '').matchAll(SIBLING)]);
      const siblings = [...new Set(required.map((match) => match[1] ?? ''))];
      const names = exportedNames(file);
      return {
        code: [
          ...siblings.map((path, index) => `import __sibling${index} from ${JSON.stringify(path)};`),
          `const __siblings = { ${siblings.map((path, index) => `${JSON.stringify(path)}: __sibling${index}`).join(', ')} };`,
          'const __require = (path) => {',
          '  if (!(path in __siblings)) throw new Error(`The contract requires only its own files: ${path}`);',
          '  return __siblings[path];',
          '};',
          'const __module = { exports: {} };',
          // In a scope of its own, as CommonJS runs it, so its names cannot clash with the exports below.
          '(function (module, require) {',
          code,
          '})(__module, __require);',
          'export default __module.exports;',
          ...(names.length ? [`export const { ${names.join(', ')} } = __module.exports;`] : []),
        ].join('\n'),
        map: null,
      };
    },
  };
}
