#!/usr/bin/env node
// `npm run pocketbase -- <args>`: runs the pinned PocketBase with this project's migrations and hooks.
// Example: npm run pocketbase -- serve --http=127.0.0.1:8091 --dir=.pb-data/try
import { spawn } from 'node:child_process';
import { projectDirArgs, resolvePocketBaseBinary } from './lib/pocketbase-binary.mjs';

const args = process.argv.slice(2);
let binary;
try {
  binary = await resolvePocketBaseBinary();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (args.length === 0) {
  console.log(binary);
  process.exit(0);
}
const child = spawn(binary, [...args, ...projectDirArgs()], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
