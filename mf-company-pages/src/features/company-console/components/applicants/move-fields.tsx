import { Field, Link, pathFor, type LocaleCode } from '@raketa/shared';
import {
  APPLICATION_REJECTION_REASONS,
  type AnswerTemplate,
  type ApplicationRejectionReason,
  type CompanyMoveTarget,
} from '@raketa/shared/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { answersWith, PLACEHOLDERS, templateText, type MoveForm, type MoveFormError } from '../../lib/applicants/inbox';

export interface MoveFieldsProps {
  form: MoveForm;
  onChange: (form: MoveForm) => void;
  /** The moves offered (the pipeline's, for this application or every selected one). */
  moves: CompanyMoveTarget[];
  templates: AnswerTemplate[];
  /** One application: the language its answer is mailed in (the template is prefilled in it, editable). Several: null. */
  answerLocale: LocaleCode | null;
  errors: MoveFormError[];
  locale: LocaleCode;
  idPrefix: string;
}

/**
 * The fields of a move, for one application and for several: the status, a rejection's reason, and
 * whether to mail the candidate. One application gets the template's words in its own language,
 * editable; several get a template, each candidate in their language.
 */
export function MoveFields({ form, onChange, moves, templates, answerLocale, errors, locale, idPrefix }: MoveFieldsProps) {
  const { t } = useTranslation('companyPages');
  const text = (key: string, options?: Record<string, unknown>) => t(`console.applicants.move.${key}`, options ?? {});
  const errorOf = (field: MoveFormError['field']) => {
    const error = errors.find((one) => one.field === field);
    if (!error) return undefined;
    return text(error.code === 'too_long' ? 'errors.messageTooLong' : `errors.${field}`);
  };
  const kind = answersWith(form.to);
  const ofKind = templates.filter((template) => template.kind === kind);

  const chooseTemplate = (value: string) => {
    const template = ofKind.find((one) => String(one.id) === value);
    onChange({
      ...form,
      templateId: template ? template.id : null,
      // The words of the template in the application's language, to edit before sending.
      message: template && answerLocale ? templateText(template, answerLocale) : form.message,
    });
  };

  const changeTo = (to: CompanyMoveTarget | '') => {
    const same = answersWith(to) === kind;
    // Another kind of answer starts again from its own first template (below).
    onChange({
      ...form,
      to,
      reason: to === 'rejected' ? form.reason : '',
      send: same ? form.send : false,
      templateId: same ? form.templateId : null,
      message: same ? form.message : '',
    });
  };

  // Sending starts from the first template of the kind, once the templates are there: its words in
  // the application's language, to edit.
  const first = ofKind[0];
  useEffect(() => {
    if (form.send && first && form.templateId === null && form.message === '') {
      onChange({ ...form, templateId: first.id, message: answerLocale ? templateText(first, answerLocale) : '' });
    }
  }, [form, first, answerLocale, onChange]);

  return (
    <>
      <Field label={text('to')} required error={errorOf('to')} id={`${idPrefix}-to`}>
        {(control) => (
          <select
            {...control}
            className="rk-field__input"
            value={form.to}
            onChange={(event) => changeTo(event.target.value as CompanyMoveTarget | '')}
          >
            <option value="">{text('choose')}</option>
            {moves.map((to) => (
              <option key={to} value={to}>
                {t(`console.applicants.status.${to}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {form.to === 'rejected' ? (
        <Field label={text('reason')} required error={errorOf('reason')} id={`${idPrefix}-reason`}>
          {(control) => (
            <>
              <select
                {...control}
                aria-describedby={[control['aria-describedby'], `${idPrefix}-reason-hint`].filter(Boolean).join(' ')}
                className="rk-field__input"
                value={form.reason}
                onChange={(event) => onChange({ ...form, reason: event.target.value as ApplicationRejectionReason | '' })}
              >
                <option value="">{text('chooseReason')}</option>
                {APPLICATION_REJECTION_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`console.applicants.reasons.${reason}`)}
                  </option>
                ))}
              </select>
              <p id={`${idPrefix}-reason-hint`} className="rk-inbox__hint">
                {text('reasonHint')}
              </p>
            </>
          )}
        </Field>
      ) : null}
      {kind ? (
        <label className="rk-inbox__check">
          <input type="checkbox" checked={form.send} onChange={(event) => onChange({ ...form, send: event.target.checked })} />
          <span>{text(kind === 'rejection' ? 'sendRejection' : 'sendInvitation')}</span>
        </label>
      ) : null}
      {kind && form.send ? (
        <>
          {ofKind.length === 0 ? (
            <p className="rk-inbox__hint">
              {text('noTemplates')} <Link to={pathFor('companyConsoleTemplates', locale)}>{text('manageTemplates')}</Link>
            </p>
          ) : (
            <Field label={text('template')} required={answerLocale === null} error={errorOf('templateId')} id={`${idPrefix}-template`}>
              {(control) => (
                <select
                  {...control}
                  className="rk-field__input"
                  value={form.templateId ?? ''}
                  onChange={(event) => chooseTemplate(event.target.value)}
                >
                  <option value="">{text('chooseTemplate')}</option>
                  {ofKind.map((template) => (
                    <option key={template.id} value={template.id}>
                      {template.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          {answerLocale ? (
            <Field label={text('message')} required error={errorOf('message')} id={`${idPrefix}-message`}>
              {(control) => (
                <>
                  <textarea
                    {...control}
                    aria-describedby={[control['aria-describedby'], `${idPrefix}-message-hint`].filter(Boolean).join(' ')}
                    className="rk-field__input rk-inbox__textarea"
                    rows={8}
                    maxLength={5000}
                    lang={answerLocale}
                    value={form.message}
                    onChange={(event) => onChange({ ...form, message: event.target.value })}
                  />
                  <p id={`${idPrefix}-message-hint`} className="rk-inbox__hint">
                    {text('messageHint', { language: t(`console.applicants.language.${answerLocale}`) })} {text('placeholders', PLACEHOLDERS)}
                  </p>
                </>
              )}
            </Field>
          ) : (
            <p className="rk-inbox__hint">{text('bulkTemplateHint', PLACEHOLDERS)}</p>
          )}
        </>
      ) : null}
    </>
  );
}
