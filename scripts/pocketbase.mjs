#!/usr/bin/env node
// `npm run pocketbase -- <args>`: runs the pinned PocketBase with this project's migrations and hooks.
// Example: npm run pocketbase -- serve --http=127.0.0.1:8091 --dir=.pb-data/try
// Without arguments it prints the binary's path. `--after-install` (npm's postinstall) gets the binary and the hooks'
// editor types (.pb/types.d.ts) right after `npm install`, and only warns when it cannot: the first `npm run dev` or
// `npm test` says what is missing.
import { spawn } from 'node:child_process';
import { projectDirArgs, resolvePocketBaseBinary } from './lib/pocketbase-binary.mjs';

const args = process.argv.slice(2);
const afterInstall = args[0] === '--after-install';
let binary;
try {
  binary = await resolvePocketBaseBinary();
} catch (error) {
  console.error(error.message);
  process.exit(afterInstall ? 0 : 1);
}
if (afterInstall) process.exit(0);
if (args.length === 0) {
  console.log(binary);
  process.exit(0);
}
const child = spawn(binary, [...args, ...projectDirArgs()], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
