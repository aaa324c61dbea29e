import {
  Button,
  FatalError,
  Link,
  Pagination,
  pathFor,
  SignedInOnly,
  useLocation,
  usePageTitle,
  useParams,
  type LocaleCode,
  type RouteId,
} from '@raketa/shared';
import { JOBS_PER_PAGE, parseFieldsParam } from '@raketa/shared/jobs';
import { useTranslation } from 'react-i18next';
import { useSavedJobs } from '../../../api/saved-jobs';
import { JobCard } from '../../../components/job-card';
import { useLabels } from '../../../lib/use-labels';
import { isClosed, useSavedJobList } from '../api/get-saved-jobs';

const pageOf = (search: string) => {
  const raw = new URLSearchParams(search).get('page');
  const page = raw && /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
};

/**
 * Saved jobs (`/nabidky/:fields?/ulozene`, `/jobs/:fields?/saved`): the signed-in user's saved
 * jobs in the chosen fields, closed ones marked as such; a visitor is offered the login dialog.
 */
export function SavedJobsPage({ locale }: { routeId: RouteId; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  const { fields } = useParams();
  const codes = parseFieldsParam(fields, locale);
  if (codes === null) throw new FatalError(404, `unknown field in ${fields}`);
  usePageTitle(t('saved.title'));
  return (
    <SignedInOnly locale={locale} title={t('saved.signedOut.title')} text={t('saved.signedOut.text')}>
      {() => <SavedJobs fields={codes} fieldsParam={fields} locale={locale} />}
    </SignedInOnly>
  );
}

function SavedJobs({ fields, fieldsParam, locale }: { fields: string[]; fieldsParam: string | undefined; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  const { label } = useLabels();
  const { search, pathname } = useLocation();
  const page = pageOf(search);
  const list = useSavedJobList(fields, page, true);
  const saved = useSavedJobs();
  const { ids, ready } = saved;
  // The list in the same fields; generatePath escapes the `+` between them.
  const listHref = pathFor('jobList', locale, { fields: fieldsParam }).replaceAll('%2B', '+');
  // Unsaving updates the saved ids at once; the card goes with it rather than after the refetch.
  const members = (list.data?.['hydra:member'] ?? []).filter((job) => !ready || ids.savedJobs.includes(job.id));
  const totalPages = Math.ceil((list.data?.['hydra:totalItems'] ?? 0) / JOBS_PER_PAGE);

  return (
    <section className="rk-saved-jobs">
      <h1>{t('saved.title')}</h1>
      {fields.length ? (
        <p className="rk-saved-jobs__fields">{t('saved.inFields', { fields: fields.map((code) => label('fields', code)).join(', ') })}</p>
      ) : null}
      {list.isPending ? <p role="status">{t('saved.loading')}</p> : null}
      {list.isError ? (
        <div role="alert">
          <p>{t('saved.error')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : null}
      {list.data && !members.length ? (
        <div className="rk-saved-jobs__empty">
          <p>{t('saved.empty')}</p>
          <Link to={listHref}>{t('saved.browse')}</Link>
        </div>
      ) : null}
      {members.length ? (
        <ul className="rk-job-list__items">
          {members.map((job) => (
            <li key={job.id} className={isClosed(job) ? 'rk-saved-job is-closed' : 'rk-saved-job'}>
              {isClosed(job) ? <p className="rk-flag rk-flag--closed">{t('saved.closed')}</p> : null}
              <JobCard job={job} locale={locale} saved={saved} />
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)} />
    </section>
  );
}
