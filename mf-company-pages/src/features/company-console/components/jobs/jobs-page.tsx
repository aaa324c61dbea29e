import {
  Button,
  Link,
  Pagination,
  pathFor,
  toast,
  TOAST_DURATION_MS,
  useLocation,
  type LocaleCode,
  type RemotePageProps,
  type SessionUser,
} from '@raketa/shared';
import { OWN_JOB_STATES, type JobStats, type OwnJobState, type OwnJobSummary } from '@raketa/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleJobsKey, consolePlanKey, deleteDraft, moveJob, useJobList, usePlan, type MoveName } from '../../api/console-jobs';
import { useJobStats } from '../../api/console-job-stats';
import { inboxPath } from '../../lib/applicants/inbox';
import { actionsOf, formatDate, listPath, pageOfSearch, stateOfSearch } from '../../lib/jobs/job-list';
import { ConsoleFrame } from '../console-frame';
import { JobStatsLine } from './job-stats';
import { publicJobPath, SlotsPanel } from './slots-panel';
import '../../../../components/company-fields.css';
import './jobs.css';

/** The console's jobs (`companyConsoleJobs`): the company's jobs by state, with their moves and the plan's slots. */
export function ConsoleJobsPage({ locale }: RemotePageProps) {
  return <ConsoleFrame locale={locale}>{(_company, user) => <JobsList user={user} locale={locale} />}</ConsoleFrame>;
}

function JobsList({ user, locale }: { user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const { search } = useLocation();
  const state = stateOfSearch(search);
  const page = pageOfSearch(search);
  const list = useJobList(user.id, state, page);
  const plan = usePlan(user.id);
  const stats = useJobStats(user.id);
  const text = (key: string, options?: Record<string, unknown>) => t(`console.jobs.${key}`, options ?? {});

  return (
    <section className="rk-console__page rk-jobs" aria-labelledby="rk-jobs-title">
      <header className="rk-console__head rk-jobs__head">
        <div>
          <h1 id="rk-jobs-title">{text('title')}</h1>
          <p className="rk-console__lead">{text('lead')}</p>
        </div>
        <Link className="rk-button rk-button--primary rk-console__action" to={pathFor('companyConsoleJobNew', locale)}>
          {text('new')}
        </Link>
      </header>

      {plan.data ? <SlotsPanel plan={plan.data} locale={locale} /> : null}

      <nav className="rk-jobs__filters" aria-label={text('filters')}>
        <ul>
          {([null, ...OWN_JOB_STATES] as (OwnJobState | null)[]).map((filter) => {
            const count = list.data
              ? filter
                ? list.data.counts[filter]
                : OWN_JOB_STATES.reduce((sum, one) => sum + list.data.counts[one], 0)
              : null;
            return (
              <li key={filter ?? 'all'}>
                <Link to={listPath(locale, filter)} aria-current={filter === state ? 'page' : undefined} className="rk-jobs__filter">
                  <span>{filter ? text(`tabs.${filter}`) : text('all')}</span>
                  {count !== null ? <span className="rk-jobs__count">{count}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {list.isPending ? <p role="status">{text('loading')}</p> : null}
      {list.isError ? (
        <div>
          <p role="alert">{text('failed')}</p>
          <Button onClick={() => void list.refetch()}>{text('retry')}</Button>
        </div>
      ) : null}
      {list.data && list.data.jobs.length === 0 ? <p className="rk-jobs__empty">{state ? text('empty.state') : text('empty.all')}</p> : null}
      {list.data && list.data.jobs.length > 0 ? (
        <ul className="rk-jobs__list">
          {list.data.jobs.map((job) => (
            <JobRow key={job.id} job={job} user={user} locale={locale} stats={stats.data ? (stats.data.get(job.id) ?? null) : undefined} />
          ))}
        </ul>
      ) : null}
      {list.data ? (
        <Pagination
          page={page}
          totalPages={Math.ceil(list.data.total / list.data.perPage)}
          hrefFor={(next) => listPath(locale, state, next)}
          label={text('pages')}
        />
      ) : null}
    </section>
  );
}

type Confirm = 'delete' | 'close' | null;

/**
 * One job: its title (to the editor), state, dates, its figures once it has been public (`stats`:
 * undefined while they load, null for none yet), a rejection's reason, and its moves.
 */
function JobRow({ job, user, locale, stats }: { job: OwnJobSummary; user: SessionUser; locale: LocaleCode; stats: JobStats | null | undefined }) {
  const { t } = useTranslation('companyPages');
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const text = (key: string, options?: Record<string, unknown>) => t(`console.jobs.${key}`, options ?? {});
  const title = job.title.trim() || text('untitled');
  const editorPath = pathFor('companyConsoleJob', locale, { id: String(job.id) });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: consoleJobsKey(user.id) }),
      queryClient.invalidateQueries({ queryKey: consolePlanKey(user.id) }),
    ]);

  const move = async (name: MoveName) => {
    setPending(name);
    setProblem(null);
    const outcome = await moveJob(job.id, name);
    setPending(null);
    setConfirm(null);
    if (outcome.kind === 'moved') {
      toast({ variant: 'success', title: text(`done.${name}`), duration: TOAST_DURATION_MS });
      await refresh();
      return;
    }
    if (outcome.kind === 'noFreeSlot') await refresh();
    setProblem(
      outcome.kind === 'notReady'
        ? text('moveFailed.notReady')
        : outcome.kind === 'noFreeSlot'
          ? text(outcome.slots.plan ? 'slots.full' : 'slots.noPlan')
          : outcome.kind === 'invalidTransition' || outcome.kind === 'notFound'
            ? text('moveFailed.invalidTransition')
            : text('moveFailed.failed'),
    );
    if (outcome.kind === 'invalidTransition' || outcome.kind === 'notFound') await refresh();
  };

  const remove = async () => {
    setPending('delete');
    setProblem(null);
    const outcome = await deleteDraft(job.id);
    setPending(null);
    setConfirm(null);
    if (outcome === 'deleted') {
      toast({ variant: 'success', title: text('done.delete'), duration: TOAST_DURATION_MS });
      await refresh();
      return;
    }
    setProblem(text(outcome === 'notDraft' ? 'moveFailed.notDraft' : 'moveFailed.failed'));
    if (outcome === 'notDraft') await refresh();
  };

  const actions = actionsOf(job);
  const titleId = `rk-job-row-${job.id}`;
  // The question replaces the buttons: the focus goes to its safe answer, and back to the button after.
  const asked = useRef<Confirm>(null);
  useEffect(() => {
    if (confirm) document.getElementById(`${titleId}-cancel`)?.focus();
    else if (asked.current) document.getElementById(`${titleId}-${asked.current}`)?.focus();
    asked.current = confirm;
  }, [confirm, titleId]);
  const cancel = () => setConfirm(null);
  return (
    <li className="rk-jobs__row" data-job-id={job.id}>
      <div className="rk-jobs__main">
        <h2 id={titleId} className="rk-jobs__title" lang={job.language && job.language !== locale ? job.language : undefined}>
          <Link to={editorPath}>{title}</Link>
        </h2>
        <p className="rk-jobs__meta">
          <span className="rk-jobs__state" data-state={job.status}>
            {text(`state.${job.status}`)}
          </span>
          {job.status === 'published' && job.validUntil ? <span>{text('until', { date: formatDate(job.validUntil, locale) })}</span> : null}
          {job.status === 'expired' && job.validUntil ? <span>{text('ended', { date: formatDate(job.validUntil, locale) })}</span> : null}
          <span>{text('updated', { date: formatDate(job.updatedAt, locale) })}</span>
        </p>
        {stats !== undefined && (job.status === 'published' || job.status === 'expired' || job.status === 'closed') ? (
          <JobStatsLine stats={stats ?? undefined} />
        ) : null}
        {job.status === 'published' && job.reviewRequested ? <p className="rk-jobs__note">{text('reviewRequested')}</p> : null}
        {job.status === 'rejected' && job.rejection ? (
          <div className="rk-jobs__rejection">
            <p>{text('rejection', { reason: t(`console.jobs.rejectionReasons.${job.rejection.reason}`, { defaultValue: job.rejection.reason }) })}</p>
            {job.rejection.message ? <p>{text('rejectionMessage', { message: job.rejection.message })}</p> : null}
          </div>
        ) : null}
      </div>
      {confirm ? (
        <div className="rk-jobs__confirm" role="group" aria-label={text(`confirm.${confirm}`, { title })}>
          <p>{text(`confirm.${confirm}`, { title })}</p>
          <div className="rk-jobs__actions">
            <Button
              variant="danger"
              pending={pending !== null}
              onClick={() => void (confirm === 'delete' ? remove() : move('close'))}
              className="rk-console__action"
            >
              {text(confirm === 'delete' ? 'confirm.yesDelete' : 'confirm.yesClose')}
            </Button>
            <Button variant="secondary" onClick={() => cancel()} className="rk-console__action" id={`${titleId}-cancel`}>
              {text('confirm.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="rk-jobs__actions">
          {/* A job that has been online may have applicants: its filtered inbox. */}
          {job.status === 'published' || job.status === 'expired' || job.status === 'closed' ? (
            <Link className="rk-button rk-button--secondary rk-console__action" to={inboxPath(locale, { job: job.id })}>
              {text('actions.applicants')}
              <span className="rk-jobs__sr-only"> {title}</span>
            </Link>
          ) : null}
          {actions.map((action) => {
            switch (action) {
              case 'edit':
                return (
                  <Link key={action} className="rk-button rk-button--secondary rk-console__action" to={editorPath}>
                    {text('actions.edit')}
                  </Link>
                );
              case 'preview':
                return (
                  <Link
                    key={action}
                    className="rk-button rk-button--secondary rk-console__action"
                    to={pathFor('companyConsoleJobPreview', locale, { id: String(job.id) })}
                  >
                    {text('actions.preview')}
                  </Link>
                );
              case 'view':
                return (
                  <Link key={action} className="rk-button rk-button--secondary rk-console__action" to={publicJobPath(job, locale)}>
                    {text('actions.view')}
                  </Link>
                );
              case 'submit':
              case 'renew':
                return (
                  <Button key={action} pending={pending === action} onClick={() => void move(action)} className="rk-console__action">
                    {text(`actions.${action}`)}
                  </Button>
                );
              case 'close':
              case 'delete':
                return (
                  <Button
                    key={action}
                    id={`${titleId}-${action}`}
                    variant="secondary"
                    onClick={() => setConfirm(action)}
                    className="rk-console__action"
                  >
                    {text(`actions.${action}`)}
                  </Button>
                );
            }
          })}
        </div>
      )}
      {problem ? (
        <p className="rk-jobs__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
