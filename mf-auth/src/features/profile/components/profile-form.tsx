import { Button, Input, SESSION_QUERY_KEY, toast, TOAST_DURATION_MS } from '@raketa/shared';
import { FIELDS_OF_INTEREST, LANGUAGE_LEVELS, LANGUAGES, WORK_MODES } from '@raketa/shared/account';
import { PROFILE_LIMITS } from '@raketa/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../api/profile';
import { ChoiceGroup } from './choice-group';
import { SalaryFields } from './salary-fields';
import { SelectField } from './select-field';
import { useProfileForm } from '../hooks/use-profile-form';
import { PROFILE_PAGE_PARTS, toFormValues, toPatch } from '../lib/profile-form';
import { useChoiceLabels } from '../hooks/use-choice-labels';

/** The profile's own fields (about, what the candidate looks for, languages, links), saved together. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const profileForm = useProfileForm(profile);
  const { form, error, validateOnChange, saving } = profileForm;
  const { register, control, handleSubmit, reset } = form;
  const languages = useFieldArray({ control, name: 'languages' });
  const { options } = useChoiceLabels();

  const onSubmit = handleSubmit(async (values) => {
    const saved = await profileForm.save(toPatch(values, PROFILE_PAGE_PARTS));
    if (saved === null) return;
    // The header shows the name from the session query.
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    reset(toFormValues(saved));
    toast({ variant: 'success', title: t('profile.saved'), duration: TOAST_DURATION_MS });
  });

  return (
    <form className="rk-profile__form" noValidate onSubmit={onSubmit} aria-label={t('profile.formLabel')}>
      <section className="rk-profile__section" aria-labelledby="rk-profile-about">
        <h2 id="rk-profile-about">{t('profile.sections.about')}</h2>
        <Input label={t('profile.fields.name')} autoComplete="name" required error={error('name')} {...register('name')} />
        <Input
          label={t('profile.fields.headline')}
          placeholder={t('profile.fields.headlinePlaceholder')}
          error={error('headline')}
          {...register('headline')}
        />
        <Input label={t('profile.fields.location')} autoComplete="address-level2" error={error('location')} {...register('location')} />
      </section>

      <section className="rk-profile__section" aria-labelledby="rk-profile-looking">
        <h2 id="rk-profile-looking">{t('profile.sections.lookingFor')}</h2>
        <ChoiceGroup
          kind="checkbox"
          label={t('profile.fields.fields')}
          choices={options('fields', FIELDS_OF_INTEREST)}
          error={error('fields')}
          {...register('fields', validateOnChange('fields'))}
        />
        <SalaryFields profileForm={profileForm} />
        <ChoiceGroup
          kind="checkbox"
          label={t('profile.fields.workModes')}
          choices={options('workModes', WORK_MODES)}
          error={error('workModes')}
          {...register('workModes', validateOnChange('workModes'))}
        />
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
              {...register(`languages.${index}.language`, validateOnChange(`languages.${index}.language`))}
            />
            <SelectField
              label={t('profile.languages.level')}
              required
              placeholder={t('profile.languages.choose')}
              choices={options('levels', LANGUAGE_LEVELS)}
              error={error(`languages.${index}.level`)}
              {...register(`languages.${index}.level`, validateOnChange(`languages.${index}.level`))}
            />
            <Button variant="secondary" onClick={() => languages.remove(index)}>
              {t('profile.languages.remove')}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          disabled={languages.fields.length >= PROFILE_LIMITS.languages}
          onClick={() => languages.append({ language: '', level: '' })}
        >
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
            {...register(kind)}
          />
        ))}
      </section>

      <Button type="submit" pending={saving} className="rk-profile__save">
        {t('profile.save')}
      </Button>
    </form>
  );
}
