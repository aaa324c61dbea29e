import { Button, Input, Link, pathFor, useLocation, useNavigate, type LocaleCode } from '@raketa/shared';
import { FIELDS_OF_INTEREST, WORK_MODES, type OnboardingStep } from '@raketa/shared/account';
import { useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Profile, ProfilePatch } from '../api/profile';
import { ChoiceGroup } from './choice-group';
import { CvUpload } from './cv-upload';
import { SalaryFields } from './salary-fields';
import { useProfileForm } from '../hooks/use-profile-form';
import { toPatch, type FormPart, type ProfileFormValues } from '../lib/profile-form';
import { finishTarget, isLastStep, previousIndex, startIndex, type Flow } from '../lib/onboarding-steps';
import { useChoiceLabels } from '../hooks/use-choice-labels';

/** What each step saves, and which fields it checks before saving. */
const STEP_PARTS: Record<OnboardingStep, readonly FormPart[]> = {
  fields: ['fields'],
  salary: ['salary'],
  location: ['location', 'workModes'],
  // The CV is uploaded as soon as it is picked; the step itself saves only the progress.
  cv: [],
};
const STEP_FIELDS: Record<OnboardingStep, FieldPath<ProfileFormValues>[]> = {
  fields: ['fields'],
  salary: ['seniority', 'salaryAmount', 'salaryCurrency', 'salaryPeriod'],
  location: ['location', 'workModes'],
  cv: [],
};

export function OnboardingSteps({ profile, flow, locale, profilePath }: { profile: Profile; flow: Flow; locale: LocaleCode; profilePath: string }) {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const navigate = useNavigate();
  // Where the server's progress says to continue; from then on the page moves on by itself.
  const [index, setIndex] = useState(() => startIndex(flow, profile.onboarding));
  const profileForm = useProfileForm(profile, { requireFields: true });
  const { form, error, validateOnChange, saving } = profileForm;
  const { register, trigger, getValues } = form;
  const { options } = useChoiceLabels();
  const leave = () => void navigate(finishTarget(search, window.location.origin, pathFor('jobList', locale)));

  const total = flow.steps.length;
  const step = flow.steps[index];
  if (step === undefined) {
    // Nothing left: a finished onboarding visited again.
    return (
      <section className="rk-onboarding">
        <h1>{t('onboarding.done.title')}</h1>
        <p>{t('onboarding.done.text')}</p>
        <div className="rk-onboarding__actions">
          <Link to={profilePath}>{t('onboarding.done.profile')}</Link>
          <Button onClick={leave}>{t('onboarding.done.continue')}</Button>
        </div>
      </section>
    );
  }
  const last = isLastStep(flow, index);

  /** Saves the step (its answers unless skipped, and the progress of the full onboarding), then moves on. */
  const complete = async (skipped: boolean) => {
    if (!skipped && !(await trigger(STEP_FIELDS[step], { shouldFocus: true }))) return;
    const patch: ProfilePatch = skipped ? {} : toPatch(getValues(), STEP_PARTS[step]);
    if (flow.recordsProgress) patch.onboarding = { completedStep: step, ...(last ? { finished: true } : {}) };
    if (Object.keys(patch).length > 0 && (await profileForm.save(patch)) === null) return;
    if (last) leave();
    else setIndex(index + 1);
  };

  return (
    <section className="rk-onboarding" aria-labelledby="rk-onboarding-title">
      <ol className="rk-onboarding__progress" aria-hidden="true">
        {flow.steps.map((key, position) => (
          <li
            key={key}
            className={`rk-onboarding__dot${position < index ? ' rk-onboarding__dot--done' : ''}${position === index ? ' rk-onboarding__dot--current' : ''}`}
          />
        ))}
      </ol>
      <p className="rk-profile__muted" data-testid="onboarding-progress">
        {t('onboarding.progress', { current: index + 1, total })}
      </p>
      <h1 id="rk-onboarding-title">{t(`onboarding.steps.${step}.title`)}</h1>
      <p>{t(`onboarding.steps.${step}.text`)}</p>

      <form
        noValidate
        className="rk-profile__form"
        onSubmit={(event) => {
          event.preventDefault();
          void complete(false);
        }}
      >
        {step === 'fields' ? (
          <ChoiceGroup
            kind="checkbox"
            required
            label={t('profile.fields.fields')}
            choices={options('fields', FIELDS_OF_INTEREST)}
            error={error('fields')}
            {...register('fields', validateOnChange('fields'))}
          />
        ) : null}
        {step === 'salary' ? <SalaryFields profileForm={profileForm} /> : null}
        {step === 'location' ? (
          <>
            <Input label={t('profile.fields.location')} autoComplete="address-level2" error={error('location')} {...register('location')} />
            <ChoiceGroup
              kind="checkbox"
              label={t('profile.fields.workModes')}
              choices={options('workModes', WORK_MODES)}
              error={error('workModes')}
              {...register('workModes', validateOnChange('workModes'))}
            />
          </>
        ) : null}
        {step === 'cv' ? <CvUpload cv={profile.cv} /> : null}

        <div className="rk-onboarding__actions">
          {index > 0 ? (
            <Button variant="secondary" onClick={() => setIndex(previousIndex(index))} disabled={saving}>
              {t('onboarding.back')}
            </Button>
          ) : (
            <span />
          )}
          <span>
            <Button variant="secondary" onClick={() => void complete(true)} disabled={saving}>
              {t('onboarding.skip')}
            </Button>{' '}
            <Button type="submit" pending={saving}>
              {t(last ? 'onboarding.finish' : 'onboarding.next')}
            </Button>
          </span>
        </div>
      </form>
      <button type="button" className="rk-onboarding__later rk-link-button" onClick={leave}>
        {t('onboarding.later')}
      </button>
    </section>
  );
}
