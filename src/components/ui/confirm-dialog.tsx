import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmOptions {
  /** The question, word for word (the product's confirmation texts). */
  message: string;
  /** The confirming button says what happens, e.g. 'Delete contest', never just 'OK'. */
  confirmLabel: string;
  /** 'danger' for what cannot be undone: a red confirming button, and Cancel focused first. */
  tone?: 'danger' | 'primary';
  /** A short heading above the question; the confirming label by default. */
  title?: string;
}

interface Pending extends ConfirmOptions {
  answer: (confirmed: boolean) => void;
}

/**
 * Asks before an action, in the page's own modal (never the browser's blocking window.confirm, which cannot be
 * styled, freezes the page's live updates and is suppressed by some browsers). Returns `[confirm, dialog]`:
 * render `dialog` once in the component, and `await confirm({...})` resolves true on the confirming button,
 * false on Cancel, Escape or a second question.
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        // A second question answers the first one with 'no'.
        pendingRef.current?.answer(false);
        const next: Pending = {
          ...options,
          answer: (confirmed) => {
            if (pendingRef.current === next) {
              pendingRef.current = null;
              setPending(null);
            }
            resolve(confirmed);
          },
        };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  // Only a question being asked has a dialog: a list of 900 memes, each with its own Remove, then holds no closed
  // dialogs. Unmounting closes it and gives focus back (Dialog's clean-up).
  const dialog = pending ? <ConfirmDialog pending={pending} /> : null;
  return [confirm, dialog];
}

function ConfirmDialog({ pending }: { pending: Pending | null }) {
  const titleId = useId();
  const messageId = useId();
  // One stable ref, on Cancel for a destructive question and on the confirming button otherwise.
  const firstFocus = useRef<HTMLButtonElement>(null);
  const t = useT();
  const tone = pending?.tone ?? 'primary';
  return (
    <Dialog
      open={pending !== null}
      onClose={() => pending?.answer(false)}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      initialFocus={firstFocus}
      closeOnBackdrop={false}
      className="w-[26rem] border border-border shadow-2xl"
    >
      {pending ? (
        <div className="flex flex-col gap-3 p-2">
          <h2 id={titleId} className="text-lg font-bold">
            {pending.title ?? pending.confirmLabel}
          </h2>
          <p id={messageId} className="text-sm text-slate-300">
            {pending.message}
          </p>
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              ref={tone === 'danger' ? firstFocus : undefined}
              variant="secondary"
              onClick={() => pending.answer(false)}
            >
              {t('common.cancel')}
            </Button>
            <Button
              ref={tone === 'danger' ? undefined : firstFocus}
              variant={tone === 'danger' ? 'danger' : 'primary'}
              onClick={() => pending.answer(true)}
            >
              {pending.confirmLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
