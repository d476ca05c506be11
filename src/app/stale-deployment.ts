// After a redeploy, an open tab still runs the previous build, whose screen modules (hashed file names) are gone
// from the server: the next navigation fails to import one. A reload fetches the new build, so the user never sees
// the failure. A module that fails because the connection dropped is different: reloading would only trade the
// app's own error panel for the browser's offline page. So the module's address is asked for again: an answer that
// it is not there (404) means a new deployment; no answer at all means the network.

/** Where the last automatic reload is remembered, so a build that is broken for good cannot reload forever. */
const RELOADED_AT_KEY = 'meme-arena:reloaded-for-new-deployment-at';
const RELOAD_GUARD_MS = 60_000;

/** The failed module's address from the browser's message (Chromium, Firefox and Safari each word it differently). */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (
    !/dynamically imported module|importing a module script failed|error loading dynamically imported/i.test(message)
  ) {
    return undefined;
  }
  return /(https?:\/\/\S+?\.m?js)\b/.exec(message)?.[1] ?? '';
}

/** True when the server says the module no longer exists (a 404 or another refusal), not when it cannot be reached. */
async function moduleIsGone(url: string): Promise<boolean> {
  try {
    const response = await fetch(url || window.location.href, { method: 'HEAD', cache: 'no-store' });
    return url ? !response.ok : false;
  } catch {
    return false;
  }
}

/**
 * Reloads the page once when `error` is a screen module that a newer deployment replaced. Resolves true when the
 * page is reloading, false when the error is something else (the caller then shows it).
 */
export async function reloadIfDeploymentChanged(error: unknown): Promise<boolean> {
  const url = failedModuleUrl(error);
  if (url === undefined || !(await moduleIsGone(url))) return false;
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  window.location.reload();
  return true;
}
