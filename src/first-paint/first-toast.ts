// Whether a toast has been raised yet: the app mounts its toaster (and loads the toast library) then at the latest.
// Apart from notify.ts, so that the app layout, which every page loads first, can wait for it without carrying it.

let raised = false;
const waiters = new Set<() => void>();

/** Called by notify.ts for every toast. */
export function toastRaised(): void {
  if (raised) return;
  raised = true;
  waiters.forEach((callback) => callback());
  waiters.clear();
}

/** Whether a toast has been raised already. */
export const toastWasRaised = (): boolean => raised;

/** Calls `callback` when the first toast is raised, or at once if one was. Returns what cancels it. */
export function onFirstToast(callback: () => void): () => void {
  if (raised) {
    callback();
    return () => {};
  }
  waiters.add(callback);
  return () => waiters.delete(callback);
}
