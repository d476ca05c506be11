import type { Dialog, Page } from '@playwright/test';

/** Accepts the page's next dialog, and resolves once it was a confirmation asking exactly `message`. */
export function acceptNextConfirm(page: Page, message: string) {
  return new Promise<void>((resolve, reject) => {
    page.once('dialog', (dialog: Dialog) => {
      const matches = dialog.type() === 'confirm' && dialog.message() === message;
      void dialog
        .accept()
        .then(() => (matches ? resolve() : reject(new Error(`Unexpected dialog: ${dialog.message()}`))));
    });
  });
}
