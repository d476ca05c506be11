/** The browser's own confirmation dialog: modal, keyboard- and screen-reader-accessible, and blocking. */
export function confirmAction(message: string): boolean {
  return window.confirm(message);
}
