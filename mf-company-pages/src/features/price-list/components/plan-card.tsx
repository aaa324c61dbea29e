import { Icon, Link, pathFor, type LocaleCode } from '@raketa/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../api/price-list-structs';
import { formatMoney, priceIn, type Currency } from '../lib/money';
import { Price } from './price';

/** One plan: what it gives and costs, with a way to start; the highlighted plan stands out. */
export function PlanCard({ plan, currency, locale, orderable = false }: { plan: Plan; currency: Currency; locale: LocaleCode; orderable?: boolean }) {
  const { t } = useTranslation('companyPages', { keyPrefix: 'pricing.plans' });
  const titleId = useId();
  const name = plan.name[locale];
  return (
    <article className={`rk-plan${plan.highlighted ? ' rk-plan--highlighted' : ''}`} aria-labelledby={titleId} data-plan={plan.code}>
      {plan.highlighted ? <p className="rk-plan__badge">{t('recommended')}</p> : null}
      <h3 id={titleId} className="rk-plan__name">
        {name}
      </h3>
      <p className="rk-plan__summary">{plan.summary[locale]}</p>
      <Price amount={formatMoney(priceIn(plan, currency), currency, locale)} />
      <ul className="rk-plan__facts">
        <li>
          <Icon name="date" />
          <span>{t('listingDays', { count: plan.listingDays })}</span>
        </li>
        <li>
          <Icon name="job" />
          <span>{t('jobSlots', { count: plan.jobSlots })}</span>
        </li>
      </ul>
      {plan.features[locale].length ? (
        <ul className="rk-plan__features">
          {plan.features[locale].map((feature, index) => (
            <li key={index}>
              <Icon name="check" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {/* A company's owner orders the plan in the console; everyone else starts with a company profile. */}
      <Link
        className={`rk-button rk-button--${plan.highlighted ? 'primary' : 'secondary'} rk-plan__cta`}
        to={orderable ? `${pathFor('companyConsolePlan', locale)}?${new URLSearchParams({ plan: plan.code })}` : pathFor('employerStart', locale)}
      >
        {t(orderable ? 'order' : 'choose', { name })}
      </Link>
    </article>
  );
}
