import { Button, type LocaleCode, type SessionUser } from '@raketa/shared';
import type { Applicant, CompanyMoveTarget } from '@raketa/shared/contracts';
import { Dialog } from '@raketa/shared/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkMoveApplicants, consoleApplicantsKey, useAnswerTemplates } from '../../api/console-applicants';
import { EMPTY_MOVE, moveBody, type MoveForm, type MoveFormError } from '../../lib/applicants/inbox';
import { MoveFields } from './move-fields';

/**
 * The same move for the selected applications, all or none: a status, a rejection's reason, and
 * optionally a template mailed to each candidate in the language they applied in.
 */
export function BulkMoveDialog({
  applications,
  moves,
  user,
  locale,
  onClose,
  onMoved,
}: {
  applications: Applicant[];
  moves: CompanyMoveTarget[];
  user: SessionUser;
  locale: LocaleCode;
  onClose: () => void;
  onMoved: (status: CompanyMoveTarget, count: number) => void | Promise<void>;
}) {
  const { t } = useTranslation('companyPages');
  const text = (key: string, options?: Record<string, unknown>) => t(`console.applicants.move.${key}`, options ?? {});
  const queryClient = useQueryClient();
  const templates = useAnswerTemplates(user.id);
  const [form, setForm] = useState<MoveForm>(EMPTY_MOVE);
  const [errors, setErrors] = useState<MoveFormError[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body = moveBody(form, { bulk: true });
    if (!body.ok) {
      setErrors(body.errors);
      return;
    }
    setErrors([]);
    setPending(true);
    const result = await bulkMoveApplicants({ ids: applications.map((application) => application.id), ...body.move });
    setPending(false);
    if (result.ok) {
      await onMoved(body.move.status, result.value.length);
      return;
    }
    // Moved meanwhile (or gone): the list shows them as they are now; nothing was changed or mailed.
    if (result.code === 'invalid_transition' || result.code === 'application_not_found') {
      await queryClient.invalidateQueries({ queryKey: consoleApplicantsKey(user.id) });
    }
    const known = ['invalid_transition', 'application_not_found', 'template_not_found', 'validation_failed'];
    setProblem(text(`errors.${known.includes(result.code) ? result.code : 'failed'}`));
  };

  return (
    <Dialog open onClose={onClose} title={text('bulkTitle', { count: applications.length })}>
      <form className="rk-inbox__move" noValidate onSubmit={(event) => void submit(event)}>
        <MoveFields
          form={form}
          onChange={setForm}
          moves={moves}
          templates={templates.data ?? []}
          answerLocale={null}
          errors={errors}
          locale={locale}
          idPrefix="rk-bulk"
        />
        {problem ? (
          <p className="rk-inbox__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="rk-inbox__actions">
          <Button type="submit" pending={pending} className="rk-console__action">
            {text('submit')}
          </Button>
          <Button variant="secondary" className="rk-console__action" onClick={onClose}>
            {text('cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
