import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Answers the app's own confirmation dialog once it asks exactly `message`: with its confirming button (the one that
 * is not Cancel), or Cancel. The dialog is gone afterwards.
 */
export async function confirmInAppDialog(page: Page, message: string, answer: 'confirm' | 'cancel' = 'confirm') {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(message);
  const button =
    answer === 'cancel'
      ? dialog.getByRole('button', { name: 'Cancel', exact: true })
      : dialog.getByRole('button').filter({ hasNotText: /^Cancel$/ });
  await button.click();
  await expect(dialog).toBeHidden();
}

/**
 * Records every native dialog the page opens (window.alert, confirm, prompt, beforeunload), dismissing it. The app
 * asks in its own dialogs, so a test expects this list to stay empty.
 */
export function recordNativeDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}
