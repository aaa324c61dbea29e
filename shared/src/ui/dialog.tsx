import { Dialog as HeadlessDialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: 'normal' | 'tall';
  /** The dialog's id (for a button's aria-controls) and a class on the dialog, for a page's own layout (a sheet, a menu). */
  id?: string;
  className?: string;
}

/** An accessible modal dialog (focus trap, Escape, backdrop) on Headless UI. */
export function Dialog({ open, onClose, title, children, size = 'normal', id, className }: DialogProps) {
  return (
    <HeadlessDialog id={id} open={open} onClose={onClose} className={className ? `rk-dialog ${className}` : 'rk-dialog'}>
      <div className="rk-dialog__backdrop" aria-hidden="true" />
      <div className="rk-dialog__frame">
        <DialogPanel className={`rk-dialog__panel rk-dialog__panel--${size}`}>
          <DialogTitle className="rk-dialog__title">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
