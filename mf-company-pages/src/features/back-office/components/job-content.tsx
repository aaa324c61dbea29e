import type { LocaleCode } from '@raketa/shared';
import { TECHNOLOGIES, type Technology } from '@raketa/shared/jobs';
import { useTranslation } from 'react-i18next';
import { useReviewedJob } from '../api/moderation';
import { formatPrice } from '../lib/format';
import { QueryState } from './query-state';

/**
 * The whole ad as its company wrote it, for the reviewer: what it is (seniority, types, mode,
 * places, fields), the pay, benefits and technologies, and the description (HTML the API sanitised
 * when it was saved, as the public job page shows it).
 */
export function JobContent({ id, locale }: { id: number; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const { t: shared } = useTranslation('shared');
  const query = useReviewedJob(id);
  return (
    <QueryState query={query}>
      {(job) => {
        const facts: [string, string][] = [
          [t('backOffice.job.language'), job.language ? t(`backOffice.languages.${job.language}`) : t('backOffice.job.none')],
          [t('backOffice.job.seniority'), job.seniority ? shared(`taxonomy.seniorities.${job.seniority}`) : t('backOffice.job.none')],
          [
            t('backOffice.job.jobTypes'),
            list(
              job.jobTypes.map((code) => shared(`taxonomy.jobTypes.${code}`)),
              t,
            ),
          ],
          [t('backOffice.job.workMode'), job.workMode ? shared(`taxonomy.workModes.${job.workMode}`) : t('backOffice.job.none')],
          [
            t('backOffice.job.locations'),
            list(
              job.locations.map((code) => shared(`taxonomy.locations.${code}`)),
              t,
            ),
          ],
          [
            t('backOffice.job.fields'),
            list(
              job.fields.map((code) => shared(`taxonomy.fields.${code}`)),
              t,
            ),
          ],
          [t('backOffice.job.salary'), salaryText(job.salary, locale, t, shared)],
          [
            t('backOffice.job.benefits'),
            list(
              job.benefits.map((code) => shared(`taxonomy.benefits.${code}`)),
              t,
            ),
          ],
          [
            t('backOffice.job.technologies'),
            list(
              job.technologies.map((code) => TECHNOLOGIES[code as Technology] ?? code),
              t,
            ),
          ],
        ];
        return (
          <div className="rk-bo-job">
            <dl className="rk-bo-job__facts">
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <h3 className="rk-bo-job__heading">{t('backOffice.job.description')}</h3>
            {/* Sanitised by the API with the public job page's allowlist when it was saved. */}
            <div className="rk-bo-job__description" lang={job.language ?? undefined} dangerouslySetInnerHTML={{ __html: job.description }} />
          </div>
        );
      }}
    </QueryState>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const list = (items: string[], t: Translate) => (items.length > 0 ? items.join(', ') : t('backOffice.job.none'));

function salaryText(
  salary: { min: number | null; max: number | null; currency: 'CZK' | 'EUR' | null; period: string | null } | null,
  locale: LocaleCode,
  t: Translate,
  shared: Translate,
): string {
  if (!salary || salary.min === null || salary.max === null) return t('backOffice.job.noSalary');
  const currency = salary.currency ?? 'CZK';
  const range = `${formatPrice(salary.min, currency, locale)} – ${formatPrice(salary.max, currency, locale)}`;
  return salary.period ? `${range} ${shared(`taxonomy.salaryPeriods.${salary.period}`)}` : range;
}
