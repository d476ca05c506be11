import { useDropzone } from 'react-dropzone';
import { UPLOAD_FORMATS } from '@/config/limits';
import { useMediaQuery } from '@/lib/use-media-query';
import { memeMessages } from '@/features/participation/messages';
import { useT } from '@/i18n/use-t';

interface MemePickerProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/** A screen used by touch only: no mouse to hover with, a finger to point with. */
const TOUCH_SCREEN_QUERY = '(hover: none) and (pointer: coarse)';

/**
 * Drag-and-drop area that also opens the file chooser on a tap or click. The real button inside it is what the
 * keyboard reaches; its click bubbles to the area, which opens the chooser.
 */
export function MemePicker({ onFiles, disabled = false }: MemePickerProps) {
  // A phone or tablet has nothing to drag files from: there the area says to tap.
  const touchScreen = useMediaQuery(TOUCH_SCREEN_QUERY);
  useT();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    // Files the `accept` filter turns away are checked too, so the player learns why they were skipped.
    onDrop: (accepted, rejected) => onFiles([...accepted, ...rejected.map((rejection) => rejection.file)]),
    accept: UPLOAD_FORMATS,
    disabled,
    noKeyboard: true,
    useFsAccessApi: false,
  });

  return (
    <div
      {...getRootProps({
        className: [
          'flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          isDragActive ? 'border-brand bg-brand/10' : 'border-border bg-surface hover:border-brand-soft',
          disabled ? 'cursor-not-allowed opacity-60' : '',
        ].join(' '),
      })}
    >
      {/* Only the visible button speaks to assistive technology; this input is what it opens. */}
      <input {...getInputProps({ 'aria-hidden': true })} />
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
        {isDragActive
          ? memeMessages.pickerDragActive
          : touchScreen
            ? memeMessages.pickerTitleTouch
            : memeMessages.pickerTitle}
      </p>
      <button
        type="button"
        disabled={disabled}
        className="min-h-11 rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-soft disabled:opacity-50"
      >
        {memeMessages.pickerAction}
      </button>
      <p className="text-xs text-muted">{memeMessages.acceptedFormats}</p>
    </div>
  );
}
