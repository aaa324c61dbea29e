import { Link, type LocaleCode } from '@raketa/shared';
import { OWN_JOB_STATES } from '@raketa/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useJobList } from '../../api/console-jobs';
import { listPath } from '../../lib/jobs/job-list';
import './jobs.css';

/** The jobs card of the console's home: how many jobs the company has in each state, each a way into the list. */
export function JobsSummary({ userId, locale }: { userId: number; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const list = useJobList(userId, null);
  if (!list.data) return null;
  const { counts } = list.data;
  return (
    <ul className="rk-console__card-counts" aria-label={t('console.home.cards.jobs.counts')}>
      {OWN_JOB_STATES.filter((state) => counts[state] > 0).map((state) => (
        <li key={state}>
          <Link className="rk-jobs__link" to={listPath(locale, state)}>
            {t(`console.jobs.tabs.${state}`)}: <strong>{counts[state]}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}
