import { Input } from '@raketa/shared';
import { CURRENCIES, SALARY_PERIODS, SENIORITIES } from '@raketa/shared/account';
import { get, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileFormValues } from '../lib/profile-form';
import { PROFILE_RULES, validateProfileWith } from '../lib/profile-validation';
import { fieldError } from '../../../components/form/field-error';
import { useChoiceLabels } from '../hooks/use-choice-labels';
import { ChoiceGroup } from './choice-group';
import { SelectField } from './select-field';
import './profile-fields.css';

/** Seniority and the salary expectation (amount, currency, period), all optional. */
export function SalaryFields({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  const { t } = useTranslation('auth');
  const { options } = useChoiceLabels();
  const {
    register,
    trigger,
    formState: { errors },
  } = form;
  return (
    <>
      <ChoiceGroup
        kind="radio"
        label={t('profile.fields.seniority')}
        choices={options('seniority', SENIORITIES)}
        error={fieldError(t, get(errors, 'seniority'))}
        {...register('seniority', { onChange: () => void trigger('seniority') })}
      />
      <fieldset className="rk-field rk-profile__salary">
        <legend className="rk-field__label">{t('profile.fields.salary')}</legend>
        <Input
          label={t('profile.fields.salaryAmount')}
          inputMode="numeric"
          error={fieldError(t, get(errors, 'salaryAmount'))}
          {...register('salaryAmount', { validate: validateProfileWith(PROFILE_RULES.salaryAmount) })}
        />
        <SelectField label={t('profile.fields.salaryCurrency')} required choices={CURRENCIES.map((value) => ({ value, label: value }))} {...register('salaryCurrency')} />
        <SelectField
          label={t('profile.fields.salaryPeriod')}
          required
          choices={options('period', SALARY_PERIODS)}
          {...register('salaryPeriod')}
        />
      </fieldset>
    </>
  );
}
