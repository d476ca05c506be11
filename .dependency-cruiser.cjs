// Import cycles in the app and the hooks, type-only imports included: eslint's import-x/no-cycle skips `import type`,
// yet a cycle of types is a cycle a reader has to untangle all the same. The hooks' JSDoc `import('…')` types count
// too. Run by `npm run lint`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles, type-only ones included: a module and what it imports form a tree a reader can follow ' +
        'from the leaves up. Move what both sides need down into a module of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // `import type` and type-only specifiers are edges too (they vanish from the compiled code, not from the design).
    tsPreCompilationDeps: true,
    detectJSDocImports: true,
    // The app's `@/` paths.
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
