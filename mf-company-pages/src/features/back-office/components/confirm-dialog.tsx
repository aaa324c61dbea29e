import { Button } from '@raketa/shared';
import { Dialog } from '@raketa/shared/widgets';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be taken back (a payment marked, a job approved despite its findings). */
export function ConfirmDialog({ open, title, children, confirmLabel, pending, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('companyPages');
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className="rk-bo-dialog">
        {children}
        <div className="rk-bo-dialog__actions">
          <Button variant="secondary" className="rk-bo__action" onClick={onClose}>
            {t('backOffice.cancel')}
          </Button>
          <Button className="rk-bo__action" pending={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
