import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger';
  /** While a request is pending the button is disabled and pulses (spec section 4). */
  pending?: boolean;
}

export function Button({ variant = 'primary', pending = false, disabled, className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['rk-button', `rk-button--${variant}`, pending ? 'rk-button--pending' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <button {...rest} type={type} className={classes} disabled={disabled || pending} aria-busy={pending || undefined} />;
}
