import {
  Button,
  Field,
  FieldGroup,
  FilePicker,
  FORM_OPTIONS,
  Input,
  SESSION_QUERY_KEY,
  showFieldErrors,
  showGenericError,
  type ApiFieldError,
  type SessionUser,
} from '@raketa/shared';
import { COMPANY_SIZES, LOCATIONS } from '@raketa/shared/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createOwnCompany, ownCompanyKey } from '../api/own-company';
import {
  emptyValues,
  formFieldOf,
  LINK_FIELDS,
  LOGO_ACCEPT,
  messageOfCode,
  noLanguage,
  ERRORS,
  validateEmail,
  validateLink,
  validateLocations,
  validateLogo,
  validateName,
  validateSize,
  validateText,
  type CompanyValues,
  type FormField,
  type TextField,
} from '../lib/company-rules';

type Notice = 'exists' | 'candidateInUse' | 'failed';

/** The company's profile form (api/EMPLOYERS.md): checked on blur, then by the API, whose field errors land on the fields. */
export function CompanyForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('companyPages');
  const { t: shared } = useTranslation('shared');
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    watch,
    trigger,
    formState: { errors },
  } = useForm<CompanyValues>({ ...FORM_OPTIONS, defaultValues: emptyValues(user.email) });

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

  const message = (error: FieldError | { message?: string } | undefined) => (error?.message ? t(`employerStart.${error.message}` as never) : undefined);
  const textRule = (field: TextField) => ({
    validate: validateText(field, getValues),
    // The other text of the language may become (or stop being) required.
    onChange: () => clearErrors('root.descriptions'),
  });
  const descriptionsError = message(errors.root?.descriptions);

  // The chosen logo, shown before it is sent once it passes the checks (a data URL: no object URL to revoke).
  const logo = watch('logo');
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    const file = logo?.[0];
    setPreview(null);
    if (!file) return;
    let cancelled = false;
    const reader = new FileReader();
    reader.onload = () => {
      if (!cancelled) setPreview(typeof reader.result === 'string' ? reader.result : null);
    };
    void validateLogo(logo).then((valid) => {
      if (valid === true && !cancelled) reader.readAsDataURL(file);
    });
    return () => {
      cancelled = true;
    };
  }, [logo]);

  const id = (field: FormField) => `rk-company-${field}`;

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

        <fieldset className="rk-employer-form__section">
          <legend>{t('employerStart.form.basics')}</legend>
          <Input id={id('name')} label={t('employerStart.form.name')} autoComplete="organization" required error={message(errors.name)} {...register('name', { validate: validateName })} />
          <Field id={id('logo')} label={t('employerStart.form.logo')} error={message(errors.logo)}>
            {(control) => (
              <div className="rk-employer-form__logo">
                <div className="rk-employer-form__preview" aria-hidden={preview ? undefined : true}>
                  {preview ? <img src={preview} alt={t('employerStart.form.logoPreview')} width={96} height={96} /> : null}
                </div>
                <div>
                  <FilePicker
                    {...register('logo', { validate: validateLogo, onChange: () => void trigger('logo') })}
                    {...control}
                    accept={LOGO_ACCEPT}
                    aria-describedby={[control['aria-describedby'], 'rk-company-logo-hint'].filter(Boolean).join(' ')}
                  />
                  <p id="rk-company-logo-hint" className="rk-employer-form__hint">
                    {t('employerStart.form.logoHint')}
                  </p>
                </div>
              </div>
            )}
          </Field>
          <Field id={id('size')} label={t('employerStart.form.size')} required error={message(errors.size)}>
            {(control) => (
              <select {...register('size', { validate: validateSize })} {...control} className="rk-field__input">
                <option value="">{t('employerStart.form.sizePlaceholder')}</option>
                {COMPANY_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {shared(`taxonomy.companySizes.${size}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <FieldGroup label={t('employerStart.form.locations')} required error={message(errors.locations)} className="rk-employer-form__choices">
            {LOCATIONS.map((location) => (
              <label key={location} className="rk-employer-form__choice">
                <input type="checkbox" value={location} {...register('locations', { validate: validateLocations, onChange: () => void trigger('locations') })} />
                <span>{shared(`taxonomy.locations.${location}`)}</span>
              </label>
            ))}
          </FieldGroup>
        </fieldset>

        <fieldset className="rk-employer-form__section" aria-describedby={descriptionsError ? 'rk-company-descriptions-error' : 'rk-company-descriptions-hint'}>
          <legend>{t('employerStart.form.descriptions')}</legend>
          <p id="rk-company-descriptions-hint" className="rk-employer-form__hint">
            {t('employerStart.form.descriptionsHint')}
          </p>
          {descriptionsError ? (
            <p id="rk-company-descriptions-error" className="rk-field__error" role="alert">
              {descriptionsError}
            </p>
          ) : null}
          <div className="rk-employer-form__languages">
            {(['Cs', 'En'] as const).map((language) => (
              <div key={language} className="rk-employer-form__language" lang={language.toLowerCase()}>
                <h2 className="rk-employer-form__language-title">{t(`employerStart.form.${language === 'Cs' ? 'czech' : 'english'}`)}</h2>
                <Field id={id(`shortDescription${language}`)} label={t(`employerStart.form.shortDescription${language}`)} error={message(errors[`shortDescription${language}`])}>
                  {(control) => (
                    <>
                      <input {...register(`shortDescription${language}`, textRule(`shortDescription${language}`))} {...control} className="rk-field__input" />
                      <p className="rk-employer-form__hint">{t('employerStart.form.shortDescriptionHint')}</p>
                    </>
                  )}
                </Field>
                <Field id={id(`description${language}`)} label={t(`employerStart.form.description${language}`)} error={message(errors[`description${language}`])}>
                  {(control) => <textarea {...register(`description${language}`, textRule(`description${language}`))} {...control} rows={8} className="rk-field__input" />}
                </Field>
              </div>
            ))}
          </div>
        </fieldset>

        <fieldset className="rk-employer-form__section">
          <legend>{t('employerStart.form.links')}</legend>
          {LINK_FIELDS.map((field) => (
            <Input
              key={field}
              id={id(field)}
              label={t(`employerStart.form.${field}`)}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={message(errors[field])}
              {...register(field, { validate: validateLink(field) })}
            />
          ))}
        </fieldset>

        <fieldset className="rk-employer-form__section">
          <legend>{t('employerStart.form.contactEmail')}</legend>
          <Input
            id={id('contactEmail')}
            label={t('employerStart.form.contactEmail')}
            type="email"
            autoComplete="email"
            required
            aria-describedby="rk-company-contact-hint"
            error={message(errors.contactEmail)}
            {...register('contactEmail', { validate: validateEmail })}
          />
          <p id="rk-company-contact-hint" className="rk-employer-form__hint">
            {t('employerStart.form.contactEmailHint')}
          </p>
        </fieldset>

        <Button type="submit" pending={create.isPending}>
          {t('employerStart.form.submit')}
        </Button>
      </form>
    </section>
  );
}
