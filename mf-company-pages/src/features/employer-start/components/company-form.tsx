import { Button, FORM_OPTIONS, SESSION_QUERY_KEY, showFieldErrors, showGenericError, type ApiFieldError, type SessionUser } from '@raketa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createOwnCompany, ownCompanyKey } from '../../../api/own-company';
import { CompanyFields } from '../../../components/company-fields';
import { emptyValues, formFieldOf, messageOfCode, noLanguage, ERRORS, type CompanyValues } from '../../../lib/company-rules';

type Notice = 'exists' | 'candidateInUse' | 'failed';

/** The company's profile form (api/EMPLOYERS.md): checked on blur, then by the API, whose field errors land on the fields. */
export function CompanyForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('companyPages');
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<CompanyValues>({ ...FORM_OPTIONS, defaultValues: emptyValues(user.email) });
  const { handleSubmit, setError } = form;

  const create = useMutation({ mutationFn: createOwnCompany, meta: { handlesErrors: true } });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    if (noLanguage(values)) {
      setError('root.descriptions', { type: 'required', message: ERRORS.languageRequired });
      document.getElementById('rk-company-shortDescriptionCs')?.focus();
      return;
    }
    const result = await create.mutateAsync(values).catch(() => null);
    if (result === null || result.kind === 'failed') {
      setNotice('failed');
      showGenericError();
      return;
    }
    switch (result.kind) {
      case 'created':
        // The account is a company account now (a new session too): what was cached for it is stale.
        queryClient.setQueryData(ownCompanyKey(user.id), result.company);
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        return;
      case 'invalid': {
        // The descriptions' own error (neither language given) is the form's, under its fieldset.
        const fieldOf = ({ field }: ApiFieldError) => {
          const formField = formFieldOf(field);
          return formField === 'descriptions' ? 'root.descriptions' : formField;
        };
        if (!showFieldErrors(setError, result.errors, fieldOf, ({ field, code }) => messageOfCode(field, code))) setNotice('failed');
        return;
      }
      default:
        setNotice(result.kind);
    }
  });

  return (
    <section className="rk-employer-start" aria-labelledby="rk-employer-start-title">
      <header className="rk-employer-start__head">
        <h1 id="rk-employer-start-title">{t('employerStart.form.title')}</h1>
        <p className="rk-employer-start__lead">{t('employerStart.form.lead')}</p>
        {user.type === 'candidate' ? <p className="rk-employer-start__note">{t('employerStart.form.candidateNote')}</p> : null}
      </header>
      <form className="rk-employer-form" noValidate onSubmit={onSubmit} aria-describedby={notice ? 'rk-employer-notice' : undefined}>
        {notice ? (
          <p id="rk-employer-notice" className="rk-employer-form__notice" role="alert">
            {t(`employerStart.notice.${notice}`)}
          </p>
        ) : null}
        <CompanyFields form={form} />
        <Button type="submit" pending={create.isPending}>
          {t('employerStart.form.submit')}
        </Button>
      </form>
    </section>
  );
}
