import type { ButtonHTMLAttributes, MouseEvent } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger';
  /** While a request is pending the button is disabled and pulses (spec section 4). */
  pending?: boolean;
}

/** Haptic feedback on every press (spec section 9). */
export const BUTTON_VIBRATION_MS = 100;

function vibrate() {
  // Only some browsers (mostly Android) implement it; elsewhere the press stays silent.
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(BUTTON_VIBRATION_MS);
}

export function Button({ variant = 'primary', pending = false, disabled, className, type = 'button', onClick, ...rest }: ButtonProps) {
  const classes = ['rk-button', `rk-button--${variant}`, pending ? 'rk-button--pending' : '', className ?? ''].filter(Boolean).join(' ');
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    vibrate();
    onClick?.(event);
  };
  return <button {...rest} type={type} className={classes} disabled={disabled || pending} aria-busy={pending || undefined} onClick={press} />;
}
