import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noUntranslatedText from './scripts/eslint/no-untranslated-text.js';

const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Only the contract (contract/: rules, routes, answers' shapes, ranking, the image header reader) crosses between the
// app and the server (docs/architecture.md), and the app reaches it through its alias alone, `@contract/…`, so a move
// of either side changes one line of configuration. Part of every src/ block below, since a file's last matching block
// sets its no-restricted-imports; tests/repo/import-boundaries.test.ts shows each rule at work.
const noServerCode = {
  regex: '(^|/)pb_hooks(/|$)',
  message: 'The app imports nothing of pb_hooks/: what both sides need lives in contract/, imported as @contract/….',
};
const contractByAlias = {
  regex: '^\\.\\.?/(.*/)?contract(/|$)',
  message: 'Import the contract as @contract/…, never by a relative path.',
};
const appBoundaries = [noServerCode, contractByAlias];

// src/config/ is the bottom layer of the app: the contract's values and the app's own settings, importing nothing
// above it (no texts, no lib/, no feature), so anything may import it without a cycle.
const configOnly = {
  regex: '^(?!@contract/|@/config/|\\./[\\w.-]+$)',
  message:
    'src/config/ imports only @contract/… and other files of src/config/: what builds on it (texts, sessions) lives above, in src/lib, src/i18n or a feature.',
};

// The first paint's manifest and inline scripts are the build's to load (scripts/vite/first-paint.ts), never the
// app's: the manifest gathers the whole app, and an inline script runs before it.
const firstPaintBuildOnly = {
  group: ['@/first-paint/manifest', '@/first-paint/inline/*', '**/first-paint/manifest', '**/first-paint/inline/*'],
  message: 'Only the build loads the first-paint manifest and inline scripts (docs/architecture.md#first-paint).',
};

/** The import rule of the app's code: its boundaries, the first paint's build-only modules, and `patterns` of a folder. */
const appImports = (...patterns) => ['error', { patterns: [...appBoundaries, firstPaintBuildOnly, ...patterns] }];

// The build (scripts/, vite.config.ts) reads the app through one module, src/first-paint/manifest.ts, which
// scripts/vite/first-paint.ts loads by its path through Vite; it imports nothing of src/ but the manifest's shapes
// (src/first-paint/types.ts, types only). So the app's layout stays the app's: a feature's internals move without
// the build knowing. scripts/vite/catalogs.ts, the texts' build, also reads the catalogs' areas (src/i18n/areas.ts).
const buildReadsTheManifestOnly = {
  regex: '(^|/)src/(?!first-paint/types\\.ts$)|^@/',
  message:
    'The build reads the app only through src/first-paint/manifest.ts (loaded by path) and its shapes in ' +
    'src/first-paint/types.ts: add what it needs to the manifest.',
};
const buildLoadsTheManifestOnly = {
  selector: 'Literal[value=/^\\/src\\/(?!first-paint\\/manifest\\.ts$)/]',
  message: 'The build loads one module of the app, /src/first-paint/manifest.ts: add what it needs to the manifest.',
};

// The server's own API routes are addressed through the contract (API_ROUTES and routeAddress of @contract/routes.js),
// never by hand, so renaming a route or a parameter fails the type check in the app too.
// PocketBase's own API (/api/collections/…, /api/files/…, /api/realtime) is the SDK's and stays as it is.
const ownApiAddress = '/^\\/api\\/(?!collections\\/|files\\/|realtime)/';
const handWrittenApiAddress = {
  selector: `:matches(Literal[value=${ownApiAddress}], TemplateElement[value.raw=${ownApiAddress}])`,
  message:
    "Address the server's API routes through the contract: routeAddress(API_ROUTES.name, { … }) from @contract/routes.js.",
};

// One way to show a text (docs/i18n.md#showing-a-text): a component takes `t` from useT() and shows every text through
// it, so it renders again on a language switch by construction. A bare `useT();` beside texts read some other way, or
// an object whose properties read the catalog, would only follow a switch by chance: both are refused.
const bareUseT = {
  selector: "ExpressionStatement > CallExpression[callee.name='useT']",
  message: "useT() returns the component's t: write `const t = useT();` and show each text as t('area.key').",
};
const removedTextHelpers = {
  selector:
    'ImportDeclaration[source.value=/\\/i18n\\/texts$/], ImportSpecifier[imported.name=/^(catalogTexts|combineTexts|serverTexts)$/]',
  message:
    "Show texts through t('area.key'): objects of texts (catalogTexts, combineTexts, serverTexts) do not follow a language switch.",
};
// A component's texts come from useT(): a `t` imported from the i18n module would not follow a language switch.
const moduleTInComponent = {
  selector:
    "ImportDeclaration[source.value=/i18n\\/i18n$/][importKind!='type'] > ImportSpecifier[imported.name='t'][importKind!='type']",
  message:
    "A component shows texts through `const t = useT()` (@/i18n/use-t); the i18n module's t is for code outside rendering.",
};

export default defineConfig(
  { ignores: ['dist', 'node_modules', '.pb', '.pb-data', 'test-results', 'playwright-report', 'pb_data', 'release'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Every text people read comes from the catalogs (docs/i18n.md); tests/ui/catalogs.test.ts checks the catalogs.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'meme-arena': { rules: { 'no-untranslated-text': noUntranslatedText } } },
    rules: { 'meme-arena/no-untranslated-text': 'error' },
  },
  {
    // No import cycles: a module and what it imports form a tree a reader can follow from the leaves up. This rule skips
    // type-only imports; `npm run lint` also runs dependency-cruiser (.dependency-cruiser.cjs), which counts them.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The imported files are TypeScript too: without this parser their own imports go unseen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.app.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'no-restricted-imports': appImports(),
      'no-restricted-syntax': ['error', handWrittenApiAddress, bareUseT, removedTextHelpers],
    },
  },
  {
    // Components (a file's last matching block sets its no-restricted-syntax, so this one repeats the rules above).
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', handWrittenApiAddress, bareUseT, removedTextHelpers, moduleTInComponent],
    },
  },
  {
    files: ['src/config/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...appBoundaries, configOnly] }] },
  },
  {
    // The tests and the build plugins that load the contract reach it as the app does.
    files: ['tests/ui/**/*.{ts,tsx}', 'tests/api/**/*.ts', 'tests/repo/**/*.ts', 'scripts/vite/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractByAlias] }] },
  },
  {
    // Shared code does not depend on a feature: what a feature needs from lib/ or components/ is passed in.
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': appImports({
        group: ['@/features', '@/features/**', '**/features/**'],
        message: 'lib/ and components/ import no feature: what they share with one moves down here.',
      }),
    },
  },
  {
    // The first paint's app side (what index.html's requests hand over, what waits for the first screen) is shared
    // like lib/: features register with the manifest, not the other way round.
    files: ['src/first-paint/**/*.{ts,tsx}'],
    ignores: ['src/first-paint/manifest.ts', 'src/first-paint/inline/**'],
    rules: {
      'no-restricted-imports': appImports({
        group: ['@/features', '@/features/**', '**/features/**', '@/app', '@/app/**'],
        message: 'first-paint/ imports no feature and not app/: the manifest gathers what they hand it.',
      }),
    },
  },
  // A feature does not reach into app/ or into another feature (docs/architecture.md#layout): shared code moves to lib/
  // or components/, and app/ composes features. One block per feature folder, so each may import only itself.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': appImports(
        { group: ['@/app', '@/app/*'], message: 'Features do not import from app/.' },
        {
          group: features
            .filter((other) => other !== feature)
            .flatMap((other) => [`@/features/${other}`, `@/features/${other}/**`]),
          message: `The ${feature} feature does not import from another feature: move what they share to lib/ or components/.`,
        },
      ),
    },
  })),
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
  {
    files: ['scripts/**/*.{ts,js,mjs}', 'vite.config.ts'],
    ignores: ['scripts/vite/catalogs.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [contractByAlias, buildReadsTheManifestOnly] }],
      'no-restricted-syntax': ['error', buildLoadsTheManifestOnly],
    },
  },
  {
    // The texts' build splits the catalogs by the app's own table of areas.
    files: ['scripts/vite/catalogs.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            contractByAlias,
            {
              ...buildReadsTheManifestOnly,
              regex: '(^|/)src/(?!first-paint/types\\.ts$|i18n/areas\\.ts$)|^@/',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', buildLoadsTheManifestOnly],
    },
  },
  {
    // PocketBase's JSVM (goja) globals.
    files: ['pb_migrations/**/*.js', 'pb_hooks/**/*.js', 'contract/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        migrate: 'readonly',
        Collection: 'readonly',
        Field: 'readonly',
        TextField: 'readonly',
        NumberField: 'readonly',
        $app: 'readonly',
        $security: 'readonly',
        $os: 'readonly',
        $apis: 'readonly',
        $dbx: 'readonly',
        Record: 'readonly',
        routerAdd: 'readonly',
        onBootstrap: 'readonly',
        onServe: 'readonly',
        BadRequestError: 'readonly',
        ForbiddenError: 'readonly',
        NotFoundError: 'readonly',
        UnauthorizedError: 'readonly',
        DynamicModel: 'readonly',
        __hooks: 'readonly',
        require: 'readonly',
        onRecordCreateRequest: 'readonly',
        onRecordUpdateRequest: 'readonly',
        onRecordDeleteRequest: 'readonly',
        onRecordEnrich: 'readonly',
        onRecordAfterCreateSuccess: 'readonly',
        onRecordAfterUpdateSuccess: 'readonly',
        onRecordAfterDeleteSuccess: 'readonly',
        onRecordCreate: 'readonly',
        onRecordUpdate: 'readonly',
        onRecordDelete: 'readonly',
        onRecordValidate: 'readonly',
        cronAdd: 'readonly',
        onRecordsListRequest: 'readonly',
        onRecordViewRequest: 'readonly',
        onRecordAuthRefreshRequest: 'readonly',
        onRecordAuthWithOAuth2Request: 'readonly',
        onRealtimeMessageSend: 'readonly',
        onCollectionUpdate: 'readonly',
        onFileDownloadRequest: 'readonly',
      },
    },
    rules: { 'no-unused-vars': ['error', { args: 'none' }] },
  },
  {
    // One order of imports everywhere, which `eslint --fix` writes: Node's modules, packages, then the project's own
    // (`@/…`, `@contract/…`), then relative paths, each group alphabetical, so a reader finds an import at a glance
    // and two changes that add one rarely collide.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [
            { pattern: '@/**', group: 'internal' },
            { pattern: '@contract/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    // One way to name a file, so a name is never a guess: kebab-case in the app, its tests and scripts (the web's
    // habit), snake_case in the hooks, the contract and the migrations (PocketBase's, whose entry files end in
    // `.pb.js`). Middle extensions (`.test`, `.spec`, `.pb`, `.d`) are not part of the name.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '{src,tests,scripts,.ci}/**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE',
          '{pb_hooks,contract}/**/*.js': 'SNAKE_CASE',
          'pb_migrations/*.js': '+([0-9])_+([a-z0-9_])',
        },
        { ignoreMiddleExtensions: true },
      ],
      // src/lib is sorted by concern (docs/architecture.md#layout): a shared module goes in the room of its concern.
      'check-file/filename-blocklist': [
        'error',
        { 'src/lib/*.{ts,tsx}': 'src/lib/{session,errors,domain,data,display}/*' },
        {
          errorMessage:
            'src/lib is sorted by concern: put {{ target }} in src/lib/<concern>/ (docs/architecture.md#layout).',
        },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,tests,scripts}/**/': 'KEBAB_CASE', '{pb_hooks,contract}/**/': 'SNAKE_CASE' },
      ],
    },
  },
  {
    // The hooks and the contract ship without the app: nothing of src/ is theirs to load.
    files: ['pb_hooks/**/*.js', 'contract/**/*.js'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='require'] :matches(Literal[value=/\\bsrc\\//], TemplateElement[value.raw=/\\bsrc\\//])",
          message: 'The hooks load nothing of src/: what both sides need lives in contract/.',
        },
      ],
    },
  },
);
