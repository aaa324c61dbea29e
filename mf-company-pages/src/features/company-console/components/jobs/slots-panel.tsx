import { Link, pathFor, type LocaleCode } from '@raketa/shared';
import type { CompanyPlan } from '@raketa/shared/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, listPath, planPagePath, slotState } from '../../lib/jobs/job-list';

/**
 * The plan's job slots (`GET /api/me/company/plan`): used and free, and when none is free what to do
 * (order a plan, close a published job or order a bigger plan), as the submit's `no_free_slot` says.
 */
export function SlotsPanel({ plan, locale, headingLevel = 2 }: { plan: CompanyPlan; locale: LocaleCode; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('companyPages');
  const text = (key: string, options?: Record<string, unknown>) => t(`console.jobs.slots.${key}`, options ?? {});
  const state = slotState(plan);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="rk-job-slots" data-state={state} aria-labelledby="rk-job-slots-title">
      <Heading id="rk-job-slots-title" className="rk-job-slots__title">
        {text('title')}
      </Heading>
      {plan.plan ? (
        <>
          <p>{text('plan', { plan: plan.plan.name[locale], date: formatDate(plan.plan.validUntil, locale) })}</p>
          <p className="rk-job-slots__count" data-testid="job-slots">
            {text('used', { used: plan.usedSlots, total: plan.plan.jobSlots, free: plan.freeSlots })}
          </p>
          <p className="rk-employer-form__hint">{text('explain')}</p>
        </>
      ) : null}
      {state === 'noPlan' ? (
        <p role="note">
          {text('noPlan')}{' '}
          <Link className="rk-job-slots__action" to={planPagePath(locale)}>
            {text('orderPlan')}
          </Link>
        </p>
      ) : null}
      {state === 'full' ? (
        <div role="note">
          <p>{text('full')}</p>
          <p className="rk-job-slots__actions">
            <Link className="rk-job-slots__action" to={listPath(locale, 'published')}>
              {text('showPublished')}
            </Link>
            <Link className="rk-job-slots__action" to={planPagePath(locale)}>
              {text('upgrade')}
            </Link>
          </p>
        </div>
      ) : null}
      {plan.pendingOrder ? <p>{text('pendingOrder', { plan: plan.pendingOrder.plan.name[locale] })}</p> : null}
    </section>
  );
}

/** The link to a job's public page (a published job's "view on the site"). */
export const publicJobPath = (job: { id: number; slug: string }, locale: LocaleCode) =>
  pathFor('jobDetail', locale, { id: String(job.id), slug: job.slug });
