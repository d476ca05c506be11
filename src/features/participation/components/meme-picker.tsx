import { useEffect, useRef, useState, type DragEvent } from 'react';
import { UPLOAD_FORMATS } from '@/config/limits';
import { useT } from '@/i18n/use-t';
import { useMediaQuery } from '@/lib/display/use-media-query';

interface MemePickerProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/** A screen used by touch only: no mouse to hover with, a finger to point with. */
const TOUCH_SCREEN_QUERY = '(hover: none) and (pointer: coarse)';

/** What the file chooser offers: each accepted type and its extensions ("image/png,.png,…"). */
const CHOOSER_ACCEPT = Object.entries(UPLOAD_FORMATS).flat(2).join(',');

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Drag-and-drop area that also opens the file chooser on a tap or click. The real button inside it is what the
 * keyboard reaches; its click bubbles to the area, which opens the chooser. Built on the browser's own file input and
 * drag events (a drop-zone library cost the player page about 5 KB gzipped for these few handlers). Every file is
 * handed on, including those the chooser's filter would have hidden, so the player learns why one is skipped.
 */
export function MemePicker({ onFiles, disabled = false }: MemePickerProps) {
  // A phone or tablet has nothing to drag files from: there the area says to tap.
  const touchScreen = useMediaQuery(TOUCH_SCREEN_QUERY);
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLDivElement>(null);
  // Entering a child of the area fires dragenter before the parent's dragleave: the area counts them.
  const dragDepth = useRef(0);
  const [dragActive, setDragActive] = useState(false);

  // A file dropped beside the area would make the browser leave the page to show it.
  useEffect(() => {
    const keepPage = (event: globalThis.DragEvent) => {
      if (!area.current?.contains(event.target as Node)) event.preventDefault();
    };
    document.addEventListener('dragover', keepPage);
    document.addEventListener('drop', keepPage);
    return () => {
      document.removeEventListener('dragover', keepPage);
      document.removeEventListener('drop', keepPage);
    };
  }, []);

  const endDrag = () => {
    dragDepth.current = 0;
    setDragActive(false);
  };
  const dragHandlers = disabled
    ? {}
    : {
        onDragEnter: (event: DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          dragDepth.current += 1;
          setDragActive(true);
        },
        onDragOver: (event: DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        },
        onDragLeave: () => {
          dragDepth.current -= 1;
          if (dragDepth.current <= 0) endDrag();
        },
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          endDrag();
          const files = Array.from(event.dataTransfer.files);
          if (files.length) onFiles(files);
        },
      };

  return (
    <div
      ref={area}
      role="presentation"
      onClick={() => {
        if (!disabled) input.current?.click();
      }}
      {...dragHandlers}
      className={[
        'flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
        dragActive ? 'border-brand bg-brand/10' : 'border-border bg-surface hover:border-brand-soft',
        disabled ? 'cursor-not-allowed opacity-60' : '',
      ].join(' ')}
    >
      {/* Only the visible button speaks to assistive technology; this input is what it opens. */}
      <input
        ref={input}
        type="file"
        accept={CHOOSER_ACCEPT}
        multiple
        hidden
        tabIndex={-1}
        aria-hidden
        disabled={disabled}
        // Its click would bubble to the area and open the chooser a second time.
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Emptied, so picking the same file again is a change too.
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-9 w-9 text-brand-soft"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <rect x="3" y="4" width="18" height="16" rx="2.5" />
        <circle cx="9" cy="10" r="1.8" />
        <path d="m4 18 5.5-5.5 3.5 3.5 2.5-2.5L20 18" strokeLinejoin="round" />
      </svg>
      <p className="font-semibold text-slate-100">
        {dragActive
          ? t('participation.pickerDragActive')
          : touchScreen
            ? t('participation.pickerTitleTouch')
            : t('participation.pickerTitle')}
      </p>
      <button
        type="button"
        disabled={disabled}
        className="min-h-11 rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-soft disabled:opacity-50"
      >
        {t('participation.pickerAction')}
      </button>
      <p className="text-xs text-muted">{t('participation.acceptedFormats')}</p>
    </div>
  );
}
