import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * Buttons by role: `primary` is the one next step of a screen (at most one per view), `secondary` the other
 * actions, `success` creation, `danger` the confirming button of a destructive dialog, `danger-quiet` the
 * destructive action itself (red text, no fill: it stays out of the way until asked for), `ghost` minor actions.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'success' | 'danger' | 'danger-quiet' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-strong',
  secondary: 'bg-surface-raised text-slate-100 hover:bg-border border border-border',
  success: 'bg-emerald-700 text-white hover:bg-emerald-800',
  danger: 'bg-red-600 text-white hover:bg-red-700',
  'danger-quiet': 'bg-transparent text-red-300 hover:bg-red-500/10 hover:text-red-200',
  ghost: 'bg-transparent text-slate-200 hover:bg-surface-raised',
};

// Under Tailwind's `sm` breakpoint (phones) every button is at least 44×44 px, the smallest target a thumb hits
// reliably; wider screens are used with a pointer and keep the denser sizes.
const sizeClasses: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm max-sm:min-h-11 max-sm:min-w-11',
  md: 'px-4 py-2 text-sm max-sm:min-h-11 max-sm:min-w-11',
  lg: 'px-5 py-3 text-base max-sm:min-h-11 max-sm:min-w-11',
};

/** Class names of a button, for links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-soft',
    'disabled:cursor-not-allowed disabled:opacity-50',
    variantClasses[variant],
    sizeClasses[size],
    extra,
  ].join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Its action is under way: a spinner shows before the label, and the button is disabled until it ends. */
  busy?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className = '', type = 'button', busy = false, disabled, children, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || busy}
      {...props}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
});

export interface IconButtonProps extends Omit<ButtonProps, 'size' | 'aria-label'> {
  /** What the button does, e.g. 'Remove alice': an icon alone says nothing to a screen reader. */
  'aria-label': string;
}

/**
 * A square button showing only an icon (the icon is decorative: the accessible name says what it does). It is
 * 44×44 px everywhere, so it is as easy to hit as a text button.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { variant = 'ghost', className = '', type = 'button', title, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      title={title ?? props['aria-label']}
      className={buttonClasses(variant, 'sm', `h-11 w-11 shrink-0 !p-0 ${className}`)}
      {...props}
    />
  );
});
