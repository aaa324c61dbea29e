import {
  Button,
  Link,
  Pagination,
  pathFor,
  toast,
  TOAST_DURATION_MS,
  useLocation,
  useNavigate,
  type LocaleCode,
  type RemotePageProps,
  type SessionUser,
} from '@raketa/shared';
import { APPLICATION_STATUSES, type Applicant, type ApplicantList, type ApplicationStatus } from '@raketa/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleApplicantsKey, useApplicants, type InboxFilter } from '../../api/console-applicants';
import { useJobList } from '../../api/console-jobs';
import { bulkMovesOf, filterOfSearch, inboxPath } from '../../lib/applicants/inbox';
import { formatDate } from '../../lib/jobs/job-list';
import { ConsoleFrame } from '../console-frame';
import './applicants.css';

// Its own chunk with the UI kit's dialog, loaded when a bulk move is asked for.
const BulkMoveDialog = lazy(() => import('./bulk-move-dialog').then((module) => ({ default: module.BulkMoveDialog })));

/** The console's applicants (`companyConsoleApplicants`): every application across the company's jobs, or of one job. */
export function ConsoleApplicantsPage({ locale }: RemotePageProps) {
  return <ConsoleFrame locale={locale}>{(_company, user) => <Inbox user={user} locale={locale} />}</ConsoleFrame>;
}

function Inbox({ user, locale }: { user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const text = (key: string, options?: Record<string, unknown>) => t(`console.applicants.${key}`, options ?? {});
  const { search } = useLocation();
  const filter = filterOfSearch(search);
  const list = useApplicants(user.id, filter);

  return (
    <section className="rk-console__page rk-inbox" aria-labelledby="rk-inbox-title">
      <header className="rk-console__head">
        <h1 id="rk-inbox-title">{text('title')}</h1>
        <p className="rk-console__lead">{text('lead')}</p>
      </header>
      <Filters user={user} locale={locale} filter={filter} counts={list.data?.counts ?? null} />
      {list.isPending ? <p role="status">{text('loading')}</p> : null}
      {list.isError ? (
        <div>
          <p role="alert">{text('failed')}</p>
          <Button onClick={() => void list.refetch()}>{text('retry')}</Button>
        </div>
      ) : null}
      {list.data === null ? (
        <div>
          <p role="alert">{text('jobNotFound')}</p>
          <Link to={inboxPath(locale)}>{text('showAll')}</Link>
        </div>
      ) : null}
      {/* Keyed by the filter: a new filter or page starts with nothing selected. */}
      {list.data ? <Applications key={search} list={list.data} filter={filter} user={user} locale={locale} /> : null}
    </section>
  );
}

/** The job and status filters: a form that names the filter in the URL, so it can be shared and goes back. */
function Filters({
  user,
  locale,
  filter,
  counts,
}: {
  user: SessionUser;
  locale: LocaleCode;
  filter: InboxFilter;
  counts: ApplicantList['counts'] | null;
}) {
  const { t } = useTranslation('companyPages');
  const text = (key: string, options?: Record<string, unknown>) => t(`console.applicants.${key}`, options ?? {});
  const navigate = useNavigate();
  const jobs = useJobList(user.id, null);
  const all = counts ? APPLICATION_STATUSES.reduce((sum, status) => sum + counts[status], 0) : null;
  const go = (next: Partial<InboxFilter>) => void navigate(inboxPath(locale, { ...filter, page: 1, ...next }));
  // A job not among the first page of jobs (or not loaded yet) is still offered, so the select shows the filter.
  const jobOptions = jobs.data?.jobs ?? [];
  const listed = filter.job === null || jobOptions.some((job) => job.id === filter.job);
  return (
    <form className="rk-inbox__filters" aria-label={text('filters')} onSubmit={(event) => event.preventDefault()}>
      <div className="rk-field">
        <label className="rk-field__label" htmlFor="rk-inbox-job">
          {text('job')}
        </label>
        <select
          id="rk-inbox-job"
          className="rk-field__input"
          value={filter.job ?? ''}
          onChange={(event) => go({ job: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{text('allJobs')}</option>
          {!listed ? <option value={filter.job!}>#{filter.job}</option> : null}
          {jobOptions.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title.trim() || t('console.jobs.untitled')}
            </option>
          ))}
        </select>
      </div>
      <div className="rk-field">
        <label className="rk-field__label" htmlFor="rk-inbox-status">
          {text('statusFilter')}
        </label>
        <select
          id="rk-inbox-status"
          className="rk-field__input"
          value={filter.status ?? ''}
          onChange={(event) => go({ status: (event.target.value || null) as ApplicationStatus | null })}
        >
          <option value="">{text('allStatuses', { count: all ?? '…' })}</option>
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {counts ? text('statusCount', { status: text(`status.${status}`), count: counts[status] }) : text(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

function Applications({ list, filter, user, locale }: { list: ApplicantList; filter: InboxFilter; user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const text = (key: string, options?: Record<string, unknown>) => t(`console.applicants.${key}`, options ?? {});
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [moving, setMoving] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const filtered = filter.job !== null || filter.status !== null;

  const chosen = list.applications.filter((application) => selected.has(application.id));
  const moves = bulkMovesOf(chosen.map((application) => application.status));
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOn = list.applications.length > 0 && list.applications.every((application) => selected.has(application.id));

  // After a bulk move the bar is gone: the focus goes to the count that says what the list shows now.
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) statusRef.current?.focus();
  }, [moved]);

  if (list.applications.length === 0) {
    return <p className="rk-inbox__empty">{filtered ? text('emptyFilter') : text('empty')}</p>;
  }
  return (
    <>
      <p className="rk-inbox__total" ref={statusRef} tabIndex={-1}>
        {text('total', { count: list.total })}
      </p>
      <div className="rk-inbox__bar" role="group" aria-label={text('list')}>
        <label className="rk-inbox__check">
          <input
            type="checkbox"
            checked={allOn}
            onChange={(event) => setSelected(event.target.checked ? new Set(list.applications.map((application) => application.id)) : new Set())}
          />
          <span>{text('selectAll')}</span>
        </label>
        {chosen.length > 0 ? (
          <div className="rk-inbox__bulk">
            <p role="status">{text('selected', { count: chosen.length })}</p>
            {moves.length > 0 ? (
              <Button id="rk-inbox-bulk" className="rk-console__action" onClick={() => setMoving(true)}>
                {text('bulkMove')}
              </Button>
            ) : (
              <p className="rk-inbox__hint">{text('noBulkMove')}</p>
            )}
            <Button variant="secondary" className="rk-console__action" onClick={() => setSelected(new Set())}>
              {text('clearSelection')}
            </Button>
          </div>
        ) : null}
      </div>
      <ul className="rk-inbox__list" aria-label={text('list')}>
        {list.applications.map((application) => (
          <ApplicantCard
            key={application.id}
            application={application}
            locale={locale}
            selected={selected.has(application.id)}
            onSelect={(on) => toggle(application.id, on)}
          />
        ))}
      </ul>
      <Pagination
        page={filter.page}
        totalPages={Math.ceil(list.total / list.perPage)}
        hrefFor={(page) => inboxPath(locale, { ...filter, page })}
        label={text('pages')}
      />
      {moving ? (
        <Suspense fallback={null}>
          <BulkMoveDialog
            applications={chosen}
            moves={moves}
            user={user}
            locale={locale}
            onClose={() => {
              setMoving(false);
              document.getElementById('rk-inbox-bulk')?.focus();
            }}
            onMoved={async (status, count) => {
              setMoving(false);
              setSelected(new Set());
              toast({
                variant: 'success',
                title: t('console.applicants.move.doneBulk', { count, status: text(`status.${status}`) }),
                duration: TOAST_DURATION_MS,
              });
              await queryClient.invalidateQueries({ queryKey: consoleApplicantsKey(user.id) });
              setMoved(true);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** One application as a card (a phone shows no wide table): name, job, date and status, and its checkbox. */
function ApplicantCard({
  application,
  locale,
  selected,
  onSelect,
}: {
  application: Applicant;
  locale: LocaleCode;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const { t } = useTranslation('companyPages');
  const nameId = `rk-applicant-${application.id}`;
  return (
    <li className="rk-inbox__card" data-application-id={application.id} data-status={application.status}>
      <label className="rk-inbox__select">
        <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.target.checked)} aria-describedby={nameId} />
        <span className="rk-inbox__sr-only">{t('console.applicants.select', { name: application.candidate.name })}</span>
      </label>
      <div className="rk-inbox__card-main">
        <p id={nameId} className="rk-inbox__name">
          <Link to={pathFor('companyConsoleApplicant', locale, { id: String(application.id) })}>{application.candidate.name}</Link>
        </p>
        <p className="rk-inbox__job">{application.job.title}</p>
        <p className="rk-inbox__meta">
          <span className="rk-inbox__status" data-status={application.status}>
            {t(`console.applicants.status.${application.status}`)}
          </span>
          <span>{t('console.applicants.applied', { date: formatDate(application.createdAt, locale) })}</span>
        </p>
      </div>
    </li>
  );
}
