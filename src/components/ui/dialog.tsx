import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog (or use labelledBy). */
  label?: string;
  /** Id of the element naming the dialog, e.g. its heading. */
  labelledBy?: string;
  /** Id of the element describing the dialog, e.g. a confirmation's question. */
  describedBy?: string;
  /** 'alertdialog' for a question that needs an answer (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** The control focused on opening; by default the browser's choice (the first focusable one). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** False keeps a click on the backdrop from closing it (a confirmation waits for an answer). */
  closeOnBackdrop?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * A modal built on the native <dialog>: showModal() traps focus, makes the page inert and closes on
 * Escape; a click on the backdrop closes it too; focus returns to the element that opened it.
 */
export function Dialog({
  open,
  onClose,
  label,
  labelledBy,
  describedBy,
  role,
  initialFocus,
  closeOnBackdrop = true,
  children,
  className = '',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    initialFocus?.current?.focus();
    return () => {
      // Closed first: while it is modal the page is inert and the opener cannot take focus back.
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus?.();
    };
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal={role === 'alertdialog' ? true : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // The browser turns Escape into a cancel event; handled here too, so it also works where it does not.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog element itself is only hit on its backdrop; content sits in an inner box.
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      className={`m-auto max-h-[95vh] max-w-[95vw] rounded-xl bg-surface p-0 text-slate-100 backdrop:bg-black/80 ${className}`}
    >
      {open ? <div className="p-4">{children}</div> : null}
    </dialog>
  );
}
