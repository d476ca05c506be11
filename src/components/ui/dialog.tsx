import { useEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal built on the native <dialog>: showModal() traps focus, makes the page inert and closes on
 * Escape; a click on the backdrop closes it too; focus returns to the element that opened it.
 */
export function Dialog({ open, onClose, label, children, className = '' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      return () => opener?.focus?.();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog element itself is only hit on its backdrop; content sits in an inner box.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto max-h-[95vh] max-w-[95vw] rounded-xl bg-surface p-0 text-slate-100 backdrop:bg-black/80 ${className}`}
    >
      {open ? <div className="p-4">{children}</div> : null}
    </dialog>
  );
}
