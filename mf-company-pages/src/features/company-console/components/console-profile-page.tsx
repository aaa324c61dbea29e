import {
  Button,
  FieldGroup,
  FORM_OPTIONS,
  Link,
  pathFor,
  showFieldErrors,
  showGenericError,
  toast,
  TOAST_DURATION_MS,
  type ApiFieldError,
  type LocaleCode,
  type RemotePageProps,
  type SessionUser,
} from '@raketa/shared';
import { BENEFITS, TECHNOLOGIES, TECHNOLOGY_CODES } from '@raketa/shared/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ownCompanyKey, updateOwnCompany, type OwnCompany } from '../../../api/own-company';
import { CompanyFields, useFieldMessage } from '../../../components/company-fields';
import { companyValuesOf, ERRORS, formFieldOf, messageOfCode, noLanguage, type CompanyValues, type ErrorKey } from '../../../lib/company-rules';
import { photoErrorOf, storedPhotos, type PhotoItem } from '../lib/photos';
import { profileBody } from '../lib/profile-body';
import { ConsoleFrame } from './console-frame';
import { PhotosField } from './photos-field';

/** The console's company profile page (`companyConsoleProfile`): what the start form created, plus benefits, technologies and photos. */
export function ConsoleProfilePage({ locale }: RemotePageProps) {
  return <ConsoleFrame locale={locale}>{(company, user) => <ProfileForm company={company} user={user} locale={locale} />}</ConsoleFrame>;
}

type Notice = 'failed' | 'noCompany';

/**
 * Edits the company (`PATCH /api/me/company`, api/EMPLOYERS.md): checked on blur, then by the API,
 * whose field errors land on the fields. A failed save changes nothing in the form, so nothing typed
 * or chosen is lost; a saved one shows a toast and starts from what the API stored.
 */
export function ProfileForm({ company, user, locale }: { company: OwnCompany; user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const { t: shared } = useTranslation('shared');
  const message = useFieldMessage();
  const queryClient = useQueryClient();
  const formElement = useRef<HTMLFormElement>(null);
  const form = useForm<CompanyValues>({ ...FORM_OPTIONS, defaultValues: companyValuesOf(company) });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const [photos, setPhotos] = useState<PhotoItem[]>(() => storedPhotos(company));
  const [photoError, setPhotoError] = useState<ErrorKey | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const save = useMutation({ mutationFn: updateOwnCompany, meta: { handlesErrors: true } });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    if (noLanguage(values)) {
      setError('root.descriptions', { type: 'required', message: ERRORS.languageRequired });
      document.getElementById('rk-company-shortDescriptionCs')?.focus();
      return;
    }
    const result = await save.mutateAsync(profileBody(values, photos)).catch(() => null);
    if (result === null || result.kind === 'failed') {
      setNotice('failed');
      showGenericError();
      return;
    }
    if (result.kind === 'noCompany') {
      setNotice('noCompany');
      return;
    }
    if (result.kind === 'invalid') {
      const photoProblem = result.errors.find((error) => error.field === 'photos' || error.field === 'photo');
      if (photoProblem) setPhotoError(photoErrorOf(photoProblem.code));
      const fieldOf = ({ field }: ApiFieldError) => {
        const formField = formFieldOf(field);
        return formField === 'descriptions' ? 'root.descriptions' : formField;
      };
      const shown = showFieldErrors(setError, result.errors, fieldOf, ({ field, code }) => messageOfCode(field, code));
      if (shown === 0 && !photoProblem) setNotice('failed');
      if (shown === 0 && photoProblem) document.getElementById('rk-console-photo-picker')?.focus();
      return;
    }
    queryClient.setQueryData(ownCompanyKey(user.id), result.company);
    // The saved company is the form's new start; the native reset empties the logo's file input.
    formElement.current?.reset();
    form.reset(companyValuesOf(result.company));
    setPhotos(storedPhotos(result.company));
    setPhotoError(null);
    toast({ variant: 'success', title: t('console.profile.saved'), duration: TOAST_DURATION_MS });
  });

  return (
    <section className="rk-console__page" aria-labelledby="rk-console-profile-title">
      <header className="rk-console__head">
        <h1 id="rk-console-profile-title">{t('console.profile.title')}</h1>
        <p className="rk-console__lead">{t('console.profile.lead')}</p>
        {company.status === 'approved' ? (
          <p>
            <Link to={pathFor('companyProfile', locale, { slug: company.slug })}>{t('console.home.publicProfile')}</Link>
          </p>
        ) : null}
      </header>
      <form
        ref={formElement}
        className="rk-employer-form"
        noValidate
        onSubmit={onSubmit}
        aria-describedby={notice ? 'rk-console-profile-notice' : undefined}
      >
        {notice ? (
          <p id="rk-console-profile-notice" className="rk-employer-form__notice" role="alert">
            {t(`console.profile.${notice}`)}
          </p>
        ) : null}
        <CompanyFields form={form} currentLogo={company.logo} />

        <fieldset className="rk-employer-form__section">
          <legend>{t('console.profile.extras')}</legend>
          <FieldGroup label={t('console.profile.benefits')} error={message(errors.benefits)} className="rk-employer-form__choices">
            {BENEFITS.map((code) => (
              <label key={code} className="rk-employer-form__choice">
                <input type="checkbox" value={code} {...register('benefits')} />
                <span>{shared(`taxonomy.benefits.${code}`)}</span>
              </label>
            ))}
          </FieldGroup>
          <FieldGroup label={t('console.profile.technologies')} error={message(errors.technologies)} className="rk-employer-form__choices">
            <p className="rk-employer-form__hint rk-console__group-hint">{t('console.profile.technologiesHint')}</p>
            {TECHNOLOGY_CODES.map((code) => (
              <label key={code} className="rk-employer-form__choice">
                <input type="checkbox" value={code} {...register('technologies')} />
                <span>{TECHNOLOGIES[code]}</span>
              </label>
            ))}
          </FieldGroup>
        </fieldset>

        <div className="rk-employer-form__section">
          <PhotosField items={photos} onChange={setPhotos} error={photoError} onError={setPhotoError} />
        </div>

        <Button type="submit" pending={save.isPending} className="rk-console__action">
          {t('console.profile.save')}
        </Button>
      </form>
    </section>
  );
}
