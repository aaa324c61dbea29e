import {
  Button,
  FORM_OPTIONS,
  Input,
  SESSION_QUERY_KEY,
  showFieldErrors,
  showGenericError,
  toast,
  TOAST_DURATION_MS,
} from '@raketa/shared';
import { FIELDS_OF_INTEREST, LANGUAGE_LEVELS, LANGUAGES, LIMITS, WORK_MODES } from '@raketa/shared/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { get, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROFILE_QUERY_KEY, saveProfile, type Profile } from '../api/profile';
import { ChoiceGroup } from './choice-group';
import { SalaryFields } from './salary-fields';
import { SelectField } from './select-field';
import { useClearServerErrors } from '../hooks/use-clear-server-errors';
import { fieldError } from '../../../components/form/field-error';
import { formFieldOf, PROFILE_PAGE_PARTS, toFormValues, toPatch, type ProfileFormValues } from '../lib/profile-form';
import { messageOfCode, PROFILE_MESSAGES, PROFILE_RULES, validateProfileWith } from '../lib/profile-validation';
import { useChoiceLabels } from '../hooks/use-choice-labels';

/** The profile's own fields (about, what the candidate looks for, languages, links), saved together. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const form = useForm<ProfileFormValues>({ ...FORM_OPTIONS, defaultValues: toFormValues(profile) });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    trigger,
    formState: { errors },
  } = form;
  useClearServerErrors(form);
  const languages = useFieldArray({ control, name: 'languages' });
  const save = useMutation({ mutationFn: saveProfile });
  const error = (path: FieldPath<ProfileFormValues>) => fieldError(t, get(errors, path));
  const { options } = useChoiceLabels();
  // Checkboxes and radios are decisions: they re-validate as they change (the form waits for blur).
  const onChangeValidate = (name: FieldPath<ProfileFormValues>) => ({ onChange: () => void trigger(name) });

  const onSubmit = handleSubmit(async (values) => {
    const result = await save.mutateAsync(toPatch(values, PROFILE_PAGE_PARTS)).catch(() => null);
    if (result === null) return;
    if (result.kind === 'invalid') {
      showFieldErrors(setError, result.errors, (problem) => formFieldOf(problem) as FieldPath<ProfileFormValues>, ({ code }) => messageOfCode(code));
      return;
    }
    if (result.kind !== 'ok') return showGenericError();
    queryClient.setQueryData(PROFILE_QUERY_KEY, result.profile);
    // The header shows the name from the session query.
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    reset(toFormValues(result.profile));
    toast({ variant: 'success', title: t('profile.saved'), duration: TOAST_DURATION_MS });
  });

  return (
    <form className="rk-profile__form" noValidate onSubmit={onSubmit} aria-label={t('profile.formLabel')}>
      <section className="rk-profile__section" aria-labelledby="rk-profile-about">
        <h2 id="rk-profile-about">{t('profile.sections.about')}</h2>
        <Input label={t('profile.fields.name')} autoComplete="name" required error={error('name')} {...register('name', { validate: validateProfileWith(PROFILE_RULES.name) })} />
        <Input label={t('profile.fields.headline')} placeholder={t('profile.fields.headlinePlaceholder')} error={error('headline')} {...register('headline', { validate: validateProfileWith(PROFILE_RULES.headline) })} />
        <Input label={t('profile.fields.location')} autoComplete="address-level2" error={error('location')} {...register('location', { validate: validateProfileWith(PROFILE_RULES.location) })} />
      </section>

      <section className="rk-profile__section" aria-labelledby="rk-profile-looking">
        <h2 id="rk-profile-looking">{t('profile.sections.lookingFor')}</h2>
        <ChoiceGroup kind="checkbox" label={t('profile.fields.fields')} choices={options('fields', FIELDS_OF_INTEREST)} error={error('fields')} {...register('fields', onChangeValidate('fields'))} />
        <SalaryFields form={form} />
        <ChoiceGroup kind="checkbox" label={t('profile.fields.workModes')} choices={options('workModes', WORK_MODES)} error={error('workModes')} {...register('workModes', onChangeValidate('workModes'))} />
      </section>

      <section className="rk-profile__section" aria-labelledby="rk-profile-languages">
        <h2 id="rk-profile-languages">{t('profile.sections.languages')}</h2>
        {languages.fields.length === 0 ? <p className="rk-profile__muted">{t('profile.languages.none')}</p> : null}
        {languages.fields.map((row, index) => (
          <div key={row.id} className="rk-profile__language" data-testid="language-row">
            <SelectField
              label={t('profile.languages.language')}
              required
              placeholder={t('profile.languages.choose')}
              choices={options('languages', LANGUAGES)}
              error={error(`languages.${index}.language`)}
              {...register(`languages.${index}.language`, {
                validate: (value, values) => {
                  const rule = validateProfileWith(PROFILE_RULES.language)(value);
                  if (rule !== true) return rule;
                  return values.languages.findIndex((other) => other.language === value) === index ? true : PROFILE_MESSAGES.duplicate;
                },
                ...onChangeValidate(`languages.${index}.language`),
              })}
            />
            <SelectField
              label={t('profile.languages.level')}
              required
              placeholder={t('profile.languages.choose')}
              choices={options('levels', LANGUAGE_LEVELS)}
              error={error(`languages.${index}.level`)}
              {...register(`languages.${index}.level`, {
                validate: validateProfileWith(PROFILE_RULES.level),
                ...onChangeValidate(`languages.${index}.level`),
              })}
            />
            <Button variant="secondary" onClick={() => languages.remove(index)}>
              {t('profile.languages.remove')}
            </Button>
          </div>
        ))}
        <Button variant="secondary" disabled={languages.fields.length >= LIMITS.languages} onClick={() => languages.append({ language: '', level: '' })}>
          {t('profile.languages.add')}
        </Button>
      </section>

      <section className="rk-profile__section" aria-labelledby="rk-profile-links">
        <h2 id="rk-profile-links">{t('profile.sections.links')}</h2>
        {(['linkedin', 'github', 'portfolio'] as const).map((kind) => (
          <Input
            key={kind}
            label={t(`profile.links.${kind}`)}
            type="url"
            inputMode="url"
            placeholder={t(`profile.links.${kind}Placeholder`)}
            error={error(kind)}
            {...register(kind, { validate: validateProfileWith(PROFILE_RULES[kind]) })}
          />
        ))}
      </section>

      <Button type="submit" pending={save.isPending} className="rk-profile__save">
        {t('profile.save')}
      </Button>
    </form>
  );
}
