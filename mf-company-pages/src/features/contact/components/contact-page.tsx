import {
  Button,
  Field,
  FORM_OPTIONS,
  Input,
  Link,
  pathFor,
  showFieldErrors,
  toast,
  useSessionUser,
  type ApiFieldError,
  type LocaleCode,
  type RemotePageProps,
} from '@raketa/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contactBody, sendContactMessage, type ContactBody } from '../api/send-contact-message';
import {
  CONTACT_SUBJECTS,
  contactResolver,
  EMPTY_CONTACT,
  isContactField,
  messageOfCode,
  type ContactSubject,
  type ContactValues,
} from '../lib/contact-rules';
import '../contact.css';

/** The operator's details and e-mails, kept once for every information page (`info.operator`). */
type Operator = Record<'operator' | 'address' | 'companyId' | 'registry' | 'contactEmail' | 'companiesEmail' | 'mediaEmail' | 'privacyEmail', string>;

const CHANNELS = [
  { key: 'general', email: 'contactEmail' },
  { key: 'companies', email: 'companiesEmail' },
  { key: 'media', email: 'mediaEmail' },
  { key: 'privacy', email: 'privacyEmail' },
] as const;

/** `/kontakt`, `/contact`: who to write to, the operator's details and the contact form. */
export function ContactPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('companyPages');
  const operator = t('info.operator', { returnObjects: true }) as Operator;
  return (
    <div className="rk-contact">
      <header className="rk-contact__hero">
        <p className="rk-contact__eyebrow">{t('contact.eyebrow')}</p>
        <h1>{t('contact.title')}</h1>
        <p className="rk-contact__lead">{t('contact.lead')}</p>
      </header>
      <div className="rk-contact__grid">
        <section className="rk-contact__form" aria-labelledby="rk-contact-form-heading">
          <h2 id="rk-contact-form-heading">{t('contact.form.heading')}</h2>
          <p className="rk-contact__muted">{t('contact.form.intro')}</p>
          <ContactForm locale={locale} />
        </section>
        <div className="rk-contact__aside">
          <section aria-labelledby="rk-contact-channels">
            <h2 id="rk-contact-channels">{t('contact.channels.heading')}</h2>
            <ul className="rk-contact__channels">
              {CHANNELS.map(({ key, email }) => (
                <li key={key}>
                  <strong>{t(`contact.channels.${key}.label`)}</strong>
                  <a href={`mailto:${operator[email]}`}>{operator[email]}</a>
                  <span>{t(`contact.channels.${key}.text`)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="rk-contact-operator">
            <h2 id="rk-contact-operator">{t('contact.operator.heading')}</h2>
            <dl className="rk-contact__operator">
              {(['name', 'address', 'companyId', 'registry'] as const).map((field) => (
                <div key={field}>
                  <dt>{t(`contact.operator.${field}`)}</dt>
                  <dd>{operator[field === 'name' ? 'operator' : field]}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}

type Notice = { kind: 'tooMany'; minutes: number | null } | { kind: 'network' } | { kind: 'failed' };

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

function ContactForm({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const user = useSessionUser().data;
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({ ...FORM_OPTIONS, defaultValues: EMPTY_CONTACT, resolver: contactResolver });

  // A signed-in user's name and e-mail, unless something was typed already.
  useEffect(() => {
    if (!user) return;
    if (!getValues('name')) setValue('name', user.name);
    if (!getValues('email')) setValue('email', user.email);
  }, [user, getValues, setValue]);

  const send = useMutation({ mutationFn: (body: ContactBody) => sendContactMessage(body), meta: { handlesErrors: true } });

  // Only a sent message clears the form: after any refusal or failure everything typed stays.
  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    const body = contactBody({ ...values, subject: values.subject as ContactSubject }, locale);
    let result;
    try {
      result = await send.mutateAsync(body);
    } catch (error) {
      // The CSRF token call answered an HTTP error: the API is there but failing.
      setNotice({ kind: error instanceof Error && error.name === 'HTTPError' ? 'failed' : 'network' });
      return;
    }
    switch (result.kind) {
      case 'sent':
        toast({ variant: 'success', title: t('contact.sent.title'), description: t('contact.sent.description', { email: body.email }) });
        reset({ ...EMPTY_CONTACT, name: user?.name ?? '', email: user?.email ?? '' });
        return;
      case 'invalid': {
        const contactField = ({ field }: ApiFieldError) => (isContactField(field) ? field : null);
        const messageOf = ({ field, code }: ApiFieldError) => messageOfCode(field as (typeof FIELDS)[number], code);
        if (!showFieldErrors(setError, result.errors, contactField, messageOf)) setNotice({ kind: 'failed' });
        return;
      }
      default:
        setNotice(result);
    }
  });

  const message = (error: FieldError | undefined) => (error?.message ? t(error.message as never) : undefined);
  const noticeText = (shown: Notice) => {
    if (shown.kind !== 'tooMany') return t(`contact.notice.${shown.kind}`);
    return shown.minutes === null ? t('contact.notice.tooManyLater') : t('contact.notice.tooMany', { count: shown.minutes });
  };

  return (
    <form className="rk-contact-form" noValidate onSubmit={onSubmit} aria-describedby={notice ? 'rk-contact-notice' : undefined}>
      <Input label={t('contact.form.name')} autoComplete="name" required error={message(errors.name)} {...register('name')} />
      <Input label={t('contact.form.email')} type="email" autoComplete="email" required error={message(errors.email)} {...register('email')} />
      <Field label={t('contact.form.subject')} required error={message(errors.subject)}>
        {(control) => (
          <select {...register('subject')} {...control} required className="rk-field__input">
            <option value="">{t('contact.form.subjectPlaceholder')}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`contact.form.subjects.${subject}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('contact.form.message')} required error={message(errors.message)}>
        {(control) => (
          <>
            <textarea
              {...register('message')}
              {...control}
              required
              rows={7}
              aria-describedby={[control['aria-describedby'], 'rk-contact-message-hint'].filter(Boolean).join(' ')}
              className="rk-field__input rk-contact-form__message"
            />
            <p id="rk-contact-message-hint" className="rk-contact__hint">
              {t('contact.form.messageHint')}
            </p>
          </>
        )}
      </Field>
      {notice ? (
        <p id="rk-contact-notice" className="rk-contact-form__notice" role="alert">
          {noticeText(notice)}
        </p>
      ) : null}
      <Button type="submit" pending={send.isPending}>
        {t('contact.form.submit')}
      </Button>
      <p className="rk-contact__hint">
        {t('contact.form.privacy')} <Link to={pathFor('gdpr', locale)}>{t('contact.form.privacyLink')}</Link>
      </p>
    </form>
  );
}
