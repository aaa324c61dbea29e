import type { JobSummary, Salary } from '@raketa/shared/jobs';
import { TECHNOLOGIES, type Technology } from '@raketa/shared/jobs';
import { useTranslation } from 'react-i18next';

export type TaxonomyList =
  'fields' | 'seniorities' | 'jobTypes' | 'workModes' | 'salaryPeriods' | 'locations' | 'benefits' | 'companySizes' | 'companyTypes' | 'languages';

// Building an Intl.NumberFormat costs far more than formatting with one (a list of 20 cards formats
// up to 40 amounts while it hydrates), so each language and currency gets one.
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function moneyFormat(language: string, currency: string): Intl.NumberFormat {
  const key = `${language} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Names of codes (`shared:taxonomy.*`, technologies as proper names) and salary formatting in the page's language. */
export function useLabels() {
  const { t, i18n } = useTranslation('shared');
  const label = (list: TaxonomyList, code: string) => t(`taxonomy.${list}.${code}`, { defaultValue: code });
  const technology = (code: string) => TECHNOLOGIES[code as Technology] ?? code;
  const money = (value: number, currency: string) => moneyFormat(i18n.language, currency).format(value);
  const salary = (s: Salary) => {
    const range =
      s.min !== null && s.max !== null && s.min !== s.max
        ? `${money(s.min, s.currency)} – ${money(s.max, s.currency)}`
        : money((s.max ?? s.min)!, s.currency);
    return `${range} ${label('salaryPeriods', s.period)}`;
  };
  const places = (job: Pick<JobSummary, 'locations'>) => job.locations.map((code) => label('locations', code)).join(', ');
  return { label, technology, salary, places };
}
