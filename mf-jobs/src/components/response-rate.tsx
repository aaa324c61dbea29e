import { Link, pathFor, type LocaleCode } from '@raketa/shared';
import {
  RESPONSE_RATE_ANSWER_DAYS,
  RESPONSE_RATE_MIN_APPLICATIONS,
  RESPONSE_RATE_WINDOW_DAYS,
  type ResponseRate as ResponseRateShape,
} from '@raketa/shared/contracts';
import { useTranslation } from 'react-i18next';

/** The FAQ answer on the for-companies pages that explains the rate to companies (its accordion item's id). */
export const RESPONSE_RATE_FAQ_ID = 'response-rate';

/**
 * A company's response rate (api/APPLICANTS.md, "Response rate") with how it is computed, on its
 * profile and beside each of its jobs; nothing when the API sent none (too few applications).
 */
export function ResponseRate({ rate, name, locale }: { rate: ResponseRateShape | undefined; name: string; locale: LocaleCode }) {
  const { t, i18n } = useTranslation('jobs');
  if (!rate) return null;
  const days = { answerDays: RESPONSE_RATE_ANSWER_DAYS, windowDays: RESPONSE_RATE_WINDOW_DAYS, minimum: RESPONSE_RATE_MIN_APPLICATIONS };
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(rate.percent / 100);
  return (
    <div className="rk-response-rate" data-testid="response-rate">
      <p className="rk-response-rate__value">
        <strong>{t('responseRate.value', { percent })}</strong>{' '}
        <span>{t('responseRate.detail', { answered: rate.answered, total: rate.total, ...days })}</span>
      </p>
      <details className="rk-response-rate__how">
        <summary>{t('responseRate.how')}</summary>
        <p>{t('responseRate.explanation', { name, ...days })}</p>
        <Link to={`${pathFor('faq', locale)}#${RESPONSE_RATE_FAQ_ID}`}>{t('responseRate.more')}</Link>
      </details>
    </div>
  );
}
