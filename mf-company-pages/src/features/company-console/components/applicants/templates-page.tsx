import { Button, Field, Input, toast, TOAST_DURATION_MS, type LocaleCode, type RemotePageProps, type SessionUser } from '@raketa/shared';
import { ANSWER_TEMPLATE_KINDS, checkAnswerTemplate, type AnswerTemplate, type AnswerTemplateKind } from '@raketa/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  answerTemplatesKey,
  createAnswerTemplate,
  deleteAnswerTemplate,
  patchAnswerTemplate,
  useAnswerTemplates,
} from '../../api/console-applicants';
import { PLACEHOLDERS } from '../../lib/applicants/inbox';
import { ConsoleFrame } from '../console-frame';
import './applicants.css';

/** The console's answer templates (`companyConsoleTemplates`): rejections and invitations, in Czech and English. */
export function ConsoleTemplatesPage({ locale }: RemotePageProps) {
  return <ConsoleFrame locale={locale}>{(_company, user) => <Templates user={user} locale={locale} />}</ConsoleFrame>;
}

function Templates({ user }: { user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const text = (key: string, options?: Record<string, unknown>) => t(`console.templates.${key}`, options ?? {});
  const templates = useAnswerTemplates(user.id);
  return (
    <section className="rk-console__page rk-inbox" aria-labelledby="rk-templates-title">
      <header className="rk-console__head">
        <h1 id="rk-templates-title">{text('title')}</h1>
        <p className="rk-console__lead">{text('lead')}</p>
        <p className="rk-inbox__hint">{text('placeholders', PLACEHOLDERS)}</p>
      </header>
      {templates.isPending ? <p role="status">{text('loading')}</p> : null}
      {templates.isError ? (
        <div>
          <p role="alert">{text('failed')}</p>
          <Button onClick={() => void templates.refetch()}>{t('console.applicants.retry')}</Button>
        </div>
      ) : null}
      {templates.data?.length === 0 ? <p>{text('empty')}</p> : null}
      {templates.data && templates.data.length > 0 ? (
        <ul className="rk-inbox__list">
          {templates.data.map((template) => (
            <li key={template.id} className="rk-inbox__card rk-templates__card" data-template-id={template.id}>
              <TemplateForm template={template} user={user} />
            </li>
          ))}
        </ul>
      ) : null}
      {templates.data ? (
        <section aria-labelledby="rk-template-new" className="rk-inbox__card rk-templates__card">
          <h2 id="rk-template-new">{text('new')}</h2>
          <TemplateForm template={null} user={user} />
        </section>
      ) : null}
    </section>
  );
}

interface Draft {
  kind: AnswerTemplateKind;
  name: string;
  cs: string;
  en: string;
}

const draftOf = (template: AnswerTemplate | null): Draft =>
  template
    ? { kind: template.kind, name: template.name, cs: template.body.cs, en: template.body.en }
    : { kind: 'rejection', name: '', cs: '', en: '' };

/** One template's form (null: a new one); a saved template can be deleted after a question. */
function TemplateForm({ template, user }: { template: AnswerTemplate | null; user: SessionUser }) {
  const { t } = useTranslation('companyPages');
  const text = (key: string, options?: Record<string, unknown>) => t(`console.templates.${key}`, options ?? {});
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(template));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<'save' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const prefix = `rk-template-${template?.id ?? 'new'}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: answerTemplatesKey(user.id) });

  const errorsOf = (list: { field: string; code: string }[]) => {
    const found: Record<string, string> = {};
    for (const error of list) {
      if (error.field === 'name') found.name = text('errors.name');
      else if (error.field === 'body') found.cs = text('errors.body');
      else if (error.field === 'body.cs') found.cs = text('errors.tooLong');
      else if (error.field === 'body.en') found.en = text('errors.tooLong');
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const input = { kind: draft.kind, name: draft.name.trim(), body: { cs: draft.cs.trim(), en: draft.en.trim() } };
    // The contract's own check first: the same rules the API applies, without a round trip.
    const checked = checkAnswerTemplate(input);
    if (!checked.ok) {
      const found = errorsOf(checked.errors);
      setErrors(found);
      document.getElementById(`${prefix}-${Object.keys(found)[0] ?? 'name'}`)?.focus();
      return;
    }
    setErrors({});
    setPending('save');
    const result = template ? await patchAnswerTemplate(template.id, input) : await createAnswerTemplate(input);
    setPending(null);
    if (result.ok) {
      toast({ variant: 'success', title: text(template ? 'saved' : 'created'), duration: TOAST_DURATION_MS });
      if (!template) setDraft(draftOf(null));
      await refresh();
      return;
    }
    if (result.code === 'validation_failed') setErrors(errorsOf(result.errors));
    else setProblem(text(`errors.${['too_many_templates', 'template_not_found'].includes(result.code) ? result.code : 'failed'}`));
    if (result.code === 'template_not_found') await refresh();
  };

  const remove = async () => {
    if (!template) return;
    setPending('delete');
    const result = await deleteAnswerTemplate(template.id);
    setPending(null);
    if (result.ok || result.code === 'template_not_found') {
      toast({ variant: 'success', title: text('deleted'), duration: TOAST_DURATION_MS });
      await refresh();
      return;
    }
    setConfirming(false);
    setProblem(text('errors.failed'));
  };

  return (
    <form className="rk-inbox__move" noValidate onSubmit={(event) => void submit(event)} aria-label={template ? template.name : text('new')}>
      <Field label={text('kind')} required id={`${prefix}-kind`}>
        {(control) => (
          <select
            {...control}
            className="rk-field__input"
            value={draft.kind}
            onChange={(event) => setDraft({ ...draft, kind: event.target.value as AnswerTemplateKind })}
          >
            {ANSWER_TEMPLATE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {text(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Input
        id={`${prefix}-name`}
        label={text('name')}
        required
        maxLength={100}
        value={draft.name}
        error={errors.name}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
      />
      {(['cs', 'en'] as const).map((language) => (
        <Field key={language} label={text(language === 'cs' ? 'bodyCs' : 'bodyEn')} error={errors[language]} id={`${prefix}-${language}`}>
          {(control) => (
            <textarea
              {...control}
              className="rk-field__input rk-inbox__textarea"
              rows={6}
              maxLength={5000}
              lang={language}
              value={draft[language]}
              onChange={(event) => setDraft({ ...draft, [language]: event.target.value })}
            />
          )}
        </Field>
      ))}
      {problem ? (
        <p className="rk-inbox__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {confirming ? (
        <div className="rk-inbox__confirm" role="group" aria-label={text('confirmDelete', { name: template?.name ?? '' })}>
          <p>{text('confirmDelete', { name: template?.name ?? '' })}</p>
          <div className="rk-inbox__actions">
            <Button variant="danger" className="rk-console__action" pending={pending === 'delete'} onClick={() => void remove()}>
              {text('yesDelete')}
            </Button>
            <Button variant="secondary" className="rk-console__action" onClick={() => setConfirming(false)}>
              {text('cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="rk-inbox__actions">
          <Button type="submit" className="rk-console__action" pending={pending === 'save'}>
            {text(template ? 'save' : 'create')}
          </Button>
          {template ? (
            <Button variant="secondary" className="rk-console__action" onClick={() => setConfirming(true)}>
              {text('delete')}
            </Button>
          ) : null}
        </div>
      )}
    </form>
  );
}
