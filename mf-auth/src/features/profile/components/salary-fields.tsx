import { Input } from '@raketa/shared';
import { CURRENCIES, SALARY_PERIODS, SENIORITIES } from '@raketa/shared/account';
import { useTranslation } from 'react-i18next';
import type { ProfileFormApi } from '../hooks/use-profile-form';
import { useChoiceLabels } from '../hooks/use-choice-labels';
import { ChoiceGroup } from './choice-group';
import { SelectField } from './select-field';
import './profile-fields.css';

/** Seniority and the salary expectation (amount, currency, period), all optional. */
export function SalaryFields({ profileForm }: { profileForm: ProfileFormApi }) {
  const { t } = useTranslation('auth');
  const { options } = useChoiceLabels();
  const { form, error, validateOnChange } = profileForm;
  const { register } = form;
  return (
    <>
      <ChoiceGroup
        kind="radio"
        label={t('profile.fields.seniority')}
        choices={options('seniority', SENIORITIES)}
        error={error('seniority')}
        {...register('seniority', validateOnChange('seniority'))}
      />
      <fieldset className="rk-field rk-profile__salary">
        <legend className="rk-field__label">{t('profile.fields.salary')}</legend>
        <Input label={t('profile.fields.salaryAmount')} inputMode="numeric" error={error('salaryAmount')} {...register('salaryAmount')} />
        <SelectField
          label={t('profile.fields.salaryCurrency')}
          required
          choices={CURRENCIES.map((value) => ({ value, label: value }))}
          {...register('salaryCurrency')}
        />
        <SelectField label={t('profile.fields.salaryPeriod')} required choices={options('period', SALARY_PERIODS)} {...register('salaryPeriod')} />
      </fieldset>
    </>
  );
}
