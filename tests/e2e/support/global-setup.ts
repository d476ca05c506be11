// Playwright global setup: one fresh stack per run; the returned function is the global teardown.
import { startE2eStack } from './stack';

export default async function globalSetup() {
  const stack = await startE2eStack();
  console.log(`[e2e] app ${stack.appUrl} · PocketBase ${stack.pocketbaseUrl} · Discord sandbox ${stack.sandboxUrl}`);
  return () => stack.stop();
}
