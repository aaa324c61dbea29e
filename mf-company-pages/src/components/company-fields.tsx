import { ApiImage, Field, FieldGroup, FilePicker, IMAGE_SIZES, Input } from '@raketa/shared';
import { COMPANY_SIZES, LOCATIONS } from '@raketa/shared/jobs';
import { useEffect, useState } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LINK_FIELDS,
  LOGO_ACCEPT,
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
import './company-fields.css';

/** The text of a field error whose message is a key of `employerStart.*` (the rules answer keys). */
export function useFieldMessage() {
  const { t } = useTranslation('companyPages');
  return (error: FieldError | { message?: string } | undefined) => (error?.message ? t(`employerStart.${error.message}` as never) : undefined);
}

export const companyFieldId = (field: FormField | string) => `rk-company-${field}`;

/**
 * The company's profile fields as the employer start form created them (api/EMPLOYERS.md): basics
 * with the logo, the descriptions in both languages, links and the contact e-mail. Both the start
 * form and the console's profile page render them over their own `useForm<CompanyValues>`.
 * `currentLogo`: the stored logo, shown until another is chosen.
 */
export function CompanyFields({ form, currentLogo = null }: { form: UseFormReturn<CompanyValues>; currentLogo?: number | null }) {
  const { t } = useTranslation('companyPages');
  const { t: shared } = useTranslation('shared');
  const message = useFieldMessage();
  const {
    register,
    clearErrors,
    getValues,
    watch,
    trigger,
    formState: { errors },
  } = form;
  const id = companyFieldId;

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

  return (
    <>
      <fieldset className="rk-employer-form__section">
        <legend>{t('employerStart.form.basics')}</legend>
        <Input
          id={id('name')}
          label={t('employerStart.form.name')}
          autoComplete="organization"
          required
          error={message(errors.name)}
          {...register('name', { validate: validateName })}
        />
        <Field id={id('logo')} label={t('employerStart.form.logo')} error={message(errors.logo)}>
          {(control) => (
            <div className="rk-employer-form__logo">
              <div className="rk-employer-form__preview" aria-hidden={preview || currentLogo !== null ? undefined : true}>
                {preview ? (
                  <img src={preview} alt={t('employerStart.form.logoPreview')} width={96} height={96} />
                ) : currentLogo !== null ? (
                  <ApiImage imageId={currentLogo} {...IMAGE_SIZES.logo.profile} alt={t('employerStart.form.logoCurrent')} />
                ) : null}
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
              <input
                type="checkbox"
                value={location}
                {...register('locations', { validate: validateLocations, onChange: () => void trigger('locations') })}
              />
              <span>{shared(`taxonomy.locations.${location}`)}</span>
            </label>
          ))}
        </FieldGroup>
      </fieldset>

      <fieldset
        className="rk-employer-form__section"
        aria-describedby={descriptionsError ? 'rk-company-descriptions-error' : 'rk-company-descriptions-hint'}
      >
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
              <Field
                id={id(`shortDescription${language}`)}
                label={t(`employerStart.form.shortDescription${language}`)}
                error={message(errors[`shortDescription${language}`])}
              >
                {(control) => (
                  <>
                    <input
                      {...register(`shortDescription${language}`, textRule(`shortDescription${language}`))}
                      {...control}
                      className="rk-field__input"
                    />
                    <p className="rk-employer-form__hint">{t('employerStart.form.shortDescriptionHint')}</p>
                  </>
                )}
              </Field>
              <Field
                id={id(`description${language}`)}
                label={t(`employerStart.form.description${language}`)}
                error={message(errors[`description${language}`])}
              >
                {(control) => (
                  <textarea
                    {...register(`description${language}`, textRule(`description${language}`))}
                    {...control}
                    rows={8}
                    className="rk-field__input"
                  />
                )}
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
    </>
  );
}
