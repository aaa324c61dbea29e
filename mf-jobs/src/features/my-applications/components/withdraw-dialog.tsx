import { Button } from '@raketa/shared';
import { Dialog } from '@raketa/shared/widgets';
import { useTranslation } from 'react-i18next';
import { useWithdrawApplication, WithdrawError, type MyApplication } from '../api/my-applications';

/** The refusals the page explains; anything else is "try again". */
const KNOWN_REFUSALS = ['invalid_transition', 'application_not_found'] as const;

/**
 * Asks before a withdrawal, which cannot be taken back: the company sees the application withdrawn
 * and the copy of the CV sent with it is deleted (api/APPLICANTS.md). A refusal shows in the dialog,
 * which stays open; the application is as it was. The answer makes the application final, which
 * unmounts this dialog: `mutate`'s own callbacks would not run then, the promise's do.
 */
export function WithdrawDialog({
  open,
  application,
  onClose,
  onWithdrawn,
}: {
  open: boolean;
  application: MyApplication;
  onClose: () => void;
  onWithdrawn: () => void;
}) {
  const { t } = useTranslation('jobs');
  const withdraw = useWithdrawApplication();
  const code = withdraw.error instanceof WithdrawError ? withdraw.error.code : null;
  const refusal = code && (KNOWN_REFUSALS as readonly string[]).includes(code) ? code : 'failed';
  const close = () => {
    if (withdraw.isPending) return;
    withdraw.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={t('myApplications.withdraw.title')}>
      <div className="rk-withdraw">
        <p>{t('myApplications.withdraw.text', { job: application.job.title, company: application.company.name })}</p>
        {withdraw.isError ? (
          <p role="alert" className="rk-withdraw__error">
            {t(`myApplications.withdraw.errors.${refusal}`)}
          </p>
        ) : null}
        <div className="rk-withdraw__actions">
          <Button variant="secondary" onClick={close}>
            {t('myApplications.withdraw.keep')}
          </Button>
          <Button
            variant="danger"
            pending={withdraw.isPending}
            onClick={() => withdraw.mutateAsync(application.id).then(onWithdrawn, () => undefined)}
          >
            {t('myApplications.withdraw.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
