// The project's import aliases: `@/` is the app (src/), `@contract/` the contract between the app and the server
// (contract/). Vite, Vitest and the build's own module loading use these; tsconfig.app.json and tsconfig.node.json
// declare the same paths for the type check.
import { fileURLToPath } from 'node:url';

export const ALIASES = {
  '@': fileURLToPath(new URL('../../src', import.meta.url)),
  '@contract': fileURLToPath(new URL('../../contract', import.meta.url)),
};
