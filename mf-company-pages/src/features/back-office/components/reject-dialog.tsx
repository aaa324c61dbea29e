import { Button, Field, FORM_OPTIONS } from '@raketa/shared';
import { REJECTION_REASONS, type JobRejection } from '@raketa/shared/contracts';
import { Dialog } from '@raketa/shared/widgets';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminChange } from '../api/admin-client';
import { EMPTY_REJECTION, rejectionErrorKey, rejectionResolver, type RejectionValues } from '../lib/rejection-form';

/**
 * Rejecting a job: a reason from the advertising rules' list and a message to the company (both
 * required; the company reads them in its mail and console). The API's field errors land on the
 * fields; the dialog closes once the job is rejected.
 */
export function RejectDialog({
  open,
  title,
  pending,
  onReject,
  onClose,
}: {
  open: boolean;
  title: string;
  pending: boolean;
  onReject: (rejection: JobRejection) => Promise<AdminChange<unknown> | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation('companyPages');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<RejectionValues>({ ...FORM_OPTIONS, defaultValues: EMPTY_REJECTION, resolver: rejectionResolver });
  const close = () => {
    reset(EMPTY_REJECTION);
    onClose();
  };
  const message = (field: 'reason' | 'message') => {
    const key = rejectionErrorKey(field, errors[field]?.message);
    return key ? t(key) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    const result = await onReject(values as JobRejection);
    if (result?.kind === 'done') return close();
    if (result?.kind === 'refused') {
      for (const { field, code } of result.errors) {
        if (field === 'reason' || field === 'message') setError(field, { type: 'server', message: code }, { shouldFocus: true });
      }
    }
  });

  return (
    <Dialog open={open} onClose={close} title={t('backOffice.moderation.reject.title', { title })}>
      <form className="rk-bo-dialog" noValidate onSubmit={onSubmit}>
        <Field label={t('backOffice.moderation.reject.reason')} required error={message('reason')}>
          {(control) => (
            <select {...control} className="rk-field__input rk-bo__control" {...register('reason')}>
              <option value="">{t('backOffice.moderation.reject.choose')}</option>
              {REJECTION_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`backOffice.reasons.${reason}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('backOffice.moderation.reject.message')} required error={message('message')}>
          {(control) => <textarea {...control} rows={5} className="rk-field__input rk-bo__control" {...register('message')} />}
        </Field>
        <p className="rk-bo__hint">{t('backOffice.moderation.reject.hint')}</p>
        <div className="rk-bo-dialog__actions">
          <Button variant="secondary" className="rk-bo__action" onClick={close}>
            {t('backOffice.cancel')}
          </Button>
          <Button type="submit" variant="danger" className="rk-bo__action" pending={pending}>
            {t('backOffice.moderation.reject.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
