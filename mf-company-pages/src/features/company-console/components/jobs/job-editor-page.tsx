import {
  Button,
  Link,
  pathFor,
  toast,
  TOAST_DURATION_MS,
  useNavigate,
  useParams,
  type LocaleCode,
  type RemotePageProps,
  type RouteId,
  type SessionUser,
} from '@raketa/shared';
import type { JobReadinessProblem, NoFreeSlot, OwnJob, PrecheckFinding } from '@raketa/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OwnCompany } from '../../../../api/own-company';
import {
  consoleJobKey,
  consoleJobsKey,
  consolePlanKey,
  createJob,
  deleteDraft,
  getOwnJob,
  moveJob,
  patchJob,
  useOwnJob,
  usePlan,
  type MoveName,
} from '../../api/console-jobs';
import { JobAutosave, type AutosaveStatus } from '../../lib/jobs/autosave';
import { browserStore, copyKey, draftCopy, restorable } from '../../lib/jobs/draft-copy';
import { inboxPath } from '../../lib/applicants/inbox';
import { formatDate, formatTime, listPath } from '../../lib/jobs/job-list';
import {
  contentOf,
  EMPTY_VALUES,
  findingsByField,
  formFieldOf,
  liveChecks,
  unsendable,
  valuesOf,
  type JobFormField,
  type JobFormValues,
  type LocalErrorCode,
} from '../../lib/jobs/job-form';
import { ConsoleFrame } from '../console-frame';
import { useJobStats } from '../../api/console-job-stats';
import { CashbackPanel } from './cashback-panel';
import { JobStatsLine } from './job-stats';
import { Findings } from './findings';
import { jobFieldId, JobFormFields } from './job-form-fields';
import { publicJobPath, SlotsPanel } from './slots-panel';
import '../../../../components/company-fields.css';
import './jobs.css';

/** The job editor: `companyConsoleJobNew` (a job the first save creates) and `companyConsoleJob` (one job). */
export function ConsoleJobEditorPage({ routeId, locale }: RemotePageProps) {
  return (
    <ConsoleFrame locale={locale}>
      {(company, user) => <JobEditorRoute routeId={routeId} company={company} user={user} locale={locale} />}
    </ConsoleFrame>
  );
}

interface EditorContext {
  company: OwnCompany;
  user: SessionUser;
  locale: LocaleCode;
}

/**
 * Which job the URL names. A new job's editor stays the same editor when its first save has created
 * the job and the URL moved to the job's own (so the typing goes on undisturbed); a later visit to
 * the new job's page starts afresh.
 */
function JobEditorRoute({ routeId, company, user, locale }: EditorContext & { routeId: RouteId }) {
  const { t } = useTranslation('companyPages');
  const params = useParams();
  const navigate = useNavigate();
  const id = routeId === 'companyConsoleJob' ? Number(params.id) : null;
  const [created, setCreated] = useState<number | null>(null);
  const [generation, setGeneration] = useState(0);
  // Coming back to the new job's page (from the job it created) starts a new editor; the moment
  // between creating the job and its URL arriving is no such return.
  const previousRoute = useRef(routeId);
  useEffect(() => {
    const cameBack = previousRoute.current !== routeId && routeId === 'companyConsoleJobNew';
    previousRoute.current = routeId;
    if (cameBack) {
      setCreated(null);
      setGeneration((value) => value + 1);
    }
  }, [routeId]);
  const ownNew = id === null || id === created;
  const job = useOwnJob(user.id, ownNew ? null : id);
  const context = { company, user, locale };

  if (ownNew) {
    return (
      <JobEditor
        key={`new-${generation}`}
        {...context}
        initialJob={null}
        onCreated={(saved) => {
          setCreated(saved.id);
          void navigate(pathFor('companyConsoleJob', locale, { id: String(saved.id) }), { replace: true });
        }}
      />
    );
  }
  if (job.isPending) return <p role="status">{t('console.jobs.editor.loading')}</p>;
  if (job.isError) {
    return (
      <div>
        <p role="alert">{t('console.jobs.editor.failed')}</p>
        <Button onClick={() => void job.refetch()}>{t('console.jobs.retry')}</Button>
      </div>
    );
  }
  if (job.data === null) {
    return (
      <section className="rk-console__page" aria-labelledby="rk-job-editor-title">
        <h1 id="rk-job-editor-title">{t('console.jobs.editor.titleEdit')}</h1>
        <p role="alert">{t('console.jobs.editor.notFound')}</p>
        <Link className="rk-jobs__link" to={listPath(locale, null)}>
          {t('console.jobs.editor.back')}
        </Link>
      </section>
    );
  }
  return <JobEditor key={job.data.id} {...context} initialJob={job.data} />;
}

/** Why a submit did not happen, shown by the submit button. */
type SubmitProblem =
  | { kind: 'saveFirst' }
  | { kind: 'notReady'; errors: { field: string; code: string }[]; findings: PrecheckFinding[] }
  | { kind: 'noFreeSlot'; slots: NoFreeSlot }
  | { kind: 'message'; key: string };

/** RHF's watched values, whole: a checkbox group it has not seen yet is an empty list. */
function complete(values: Partial<JobFormValues>): JobFormValues {
  const whole = { ...EMPTY_VALUES } as Record<string, unknown>;
  for (const [key, empty] of Object.entries(EMPTY_VALUES)) {
    const value = (values as Record<string, unknown>)[key];
    if (Array.isArray(empty)) whole[key] = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
    else whole[key] = typeof value === 'string' ? value : '';
  }
  return whole as unknown as JobFormValues;
}

const SERVER_CODES: Record<string, LocalErrorCode> = { too_long: 'too_long', too_many: 'too_many', out_of_range: 'out_of_range' };

function JobEditor({
  company,
  user,
  locale,
  initialJob,
  onCreated,
}: EditorContext & { initialJob: OwnJob | null; onCreated?: (job: OwnJob) => void }) {
  const { t } = useTranslation('companyPages');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const text = (key: string, options?: Record<string, unknown>) => t(`console.jobs.editor.${key}`, options ?? {});

  const jobId = useRef<number | null>(initialJob?.id ?? null);
  const copyOf = (id: number | null) => draftCopy(browserStore(), copyKey(user.id, id ?? 'new'));
  // What was typed here before and not saved (a reload, a closed tab): the form starts from it.
  const [restore] = useState(() => {
    const copy = copyOf(initialJob?.id ?? null).read();
    const values = restorable(copy, initialJob);
    return values ? { values, version: copy!.version } : null;
  });
  const form = useForm<JobFormValues>({ defaultValues: restore?.values ?? valuesOf(initialJob) });
  const [job, setJob] = useState<OwnJob | null>(initialJob);
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'saved' });
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const callbacks = useRef({ onCreated });
  callbacks.current.onCreated = onCreated;

  const [saver] = useState(
    () =>
      new JobAutosave<JobFormValues>({
        // Typing restored from an older version is saved at that version: a change made meanwhile
        // elsewhere is a conflict to choose on, not something to overwrite.
        job: initialJob && restore?.version ? { ...initialJob, version: restore.version } : initialJob,
        baseline: contentOf(valuesOf(initialJob)).content,
        deps: { create: createJob, patch: patchJob },
        copy: {
          write: (values, version) => copyOf(jobId.current).write(values, version),
          clear: () => copyOf(jobId.current).clear(),
        },
        onStatus: setStatus,
        onSaved: (saved) => {
          const created = jobId.current === null;
          jobId.current = saved.id;
          setJob(saved);
          queryClient.setQueryData(consoleJobKey(user.id, saved.id), saved);
          void queryClient.invalidateQueries({ queryKey: [...consoleJobsKey(user.id), 'list'] });
          if (created) {
            copyOf(null).clear();
            callbacks.current.onCreated?.(saved);
          }
        },
      }),
  );

  // Every change goes to the autosave (and its copy); a restored copy is saved at once.
  useEffect(() => {
    const push = (values: Partial<JobFormValues>) => {
      const whole = complete(values);
      const { content, errors } = contentOf(whole);
      saver.update(content, unsendable(errors), whole);
    };
    if (restore) push(form.getValues());
    const subscription = form.watch((values) => push(values as Partial<JobFormValues>));
    const online = () => saver.retryNow();
    window.addEventListener('online', online);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('online', online);
      // Leaving the page saves what waits (the copy keeps it should that fail).
      void saver.flush();
    };
  }, [form, saver, restore]);

  const watched = useWatch({ control: form.control });
  const values = complete(watched);
  // RHF hands a new object each render: the checks run again only when a value changed.
  const valuesKey = JSON.stringify(values);
  const { content, errors: localErrors } = useMemo(() => contentOf(JSON.parse(valuesKey) as JobFormValues), [valuesKey]);
  const checks = useMemo(() => liveChecks(content, company.name), [content, company.name]);
  const findings = findingsByField(checks.findings);
  const serverErrors: Partial<Record<JobFormField, LocalErrorCode>> = {};
  if (status.kind === 'invalid') {
    for (const error of status.errors) {
      const field = formFieldOf(error.field);
      if (field) serverErrors[field] = SERVER_CODES[error.code] ?? 'invalid';
    }
  }
  const fieldErrors = { ...serverErrors, ...localErrors };

  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...consoleJobsKey(user.id), 'list'] }),
      queryClient.invalidateQueries({ queryKey: consolePlanKey(user.id) }),
    ]);
  const reload = async (id: number) => {
    const fresh = await getOwnJob(id).catch(() => null);
    if (fresh) {
      setJob(fresh);
      queryClient.setQueryData(consoleJobKey(user.id, id), fresh);
    }
  };
  const showProblem = (next: SubmitProblem) => {
    setProblem(next);
    requestAnimationFrame(() => document.getElementById('rk-job-problem')?.focus());
  };

  const move = async (name: MoveName) => {
    setProblem(null);
    setMoving(name);
    const saved = await saver.flush();
    const current = saver.savedJob;
    if (name === 'submit' && (!saved || !current)) {
      setMoving(null);
      if (!current) showProblem({ kind: 'notReady', errors: checks.readiness, findings: checks.findings });
      else showProblem({ kind: 'saveFirst' });
      return;
    }
    if (!current) return setMoving(null);
    const outcome = await moveJob(current.id, name);
    setMoving(null);
    switch (outcome.kind) {
      case 'moved':
        toast({ variant: 'success', title: t(`console.jobs.done.${name}`), duration: TOAST_DURATION_MS });
        await reload(current.id);
        await refreshLists();
        return;
      case 'notReady':
        return showProblem({ kind: 'notReady', errors: outcome.errors, findings: outcome.findings });
      case 'noFreeSlot':
        await queryClient.invalidateQueries({ queryKey: consolePlanKey(user.id) });
        return showProblem({ kind: 'noFreeSlot', slots: outcome.slots });
      case 'invalidTransition':
      case 'notFound':
        await reload(current.id);
        return showProblem({ kind: 'message', key: 'console.jobs.moveFailed.invalidTransition' });
      case 'failed':
        return showProblem({ kind: 'message', key: 'console.jobs.moveFailed.failed' });
    }
  };

  const remove = async () => {
    const current = saver.savedJob;
    if (!current) return;
    setMoving('delete');
    const outcome = await deleteDraft(current.id);
    setMoving(null);
    if (outcome === 'deleted') {
      saver.dispose();
      copyOf(current.id).clear();
      toast({ variant: 'success', title: t('console.jobs.done.delete'), duration: TOAST_DURATION_MS });
      await refreshLists();
      void navigate(listPath(locale, null));
      return;
    }
    setConfirmDelete(false);
    showProblem({ kind: 'message', key: outcome === 'notDraft' ? 'console.jobs.moveFailed.notDraft' : 'console.jobs.moveFailed.failed' });
  };

  const preview = async (event: MouseEvent<HTMLAnchorElement>) => {
    // The preview reads the saved job: what waits is saved first.
    event.preventDefault();
    await saver.flush();
    if (saver.savedJob) void navigate(pathFor('companyConsoleJobPreview', locale, { id: String(saver.savedJob.id) }));
  };

  const resolveConflict = (choice: 'theirs' | 'mine') => {
    if (status.kind !== 'conflict') return;
    const current = status.current;
    saver.resolveConflict(choice);
    setJob(current);
    queryClient.setQueryData(consoleJobKey(user.id, current.id), current);
    if (choice === 'theirs') form.reset(valuesOf(current));
  };

  const state = job?.status ?? 'draft';
  const canSubmit = state === 'draft' || state === 'rejected';
  const adLanguage = values.language && values.language !== locale ? values.language : undefined;

  return (
    <section className="rk-console__page rk-job-editor" aria-labelledby="rk-job-editor-title">
      <p>
        <Link className="rk-jobs__link" to={listPath(locale, null)}>
          {text('back')}
        </Link>
      </p>
      <header className="rk-console__head">
        <h1 id="rk-job-editor-title">{job ? text('titleEdit') : text('titleNew')}</h1>
        {job && job.title.trim() ? (
          <p className="rk-jobs__title" lang={adLanguage}>
            {job.title}
          </p>
        ) : null}
        <p className="rk-console__lead">{text('lead')}</p>
        {job && (job.status === 'published' || job.status === 'expired' || job.status === 'closed') ? (
          <p>
            <Link className="rk-jobs__link" to={inboxPath(locale, { job: job.id })}>
              {t('console.jobs.actions.applicants')}
            </Link>
          </p>
        ) : null}
        {job && (job.status === 'published' || job.status === 'expired' || job.status === 'closed') ? (
          <EditorJobStats userId={user.id} jobId={job.id} />
        ) : null}
      </header>

      {job ? <StateNotice job={job} locale={locale} /> : null}
      {/* An ended ad may claim its cashback (api/APPLICANTS.md, "Cashback"). */}
      {job && (job.status === 'expired' || job.status === 'closed') ? <CashbackPanel userId={user.id} jobId={job.id} locale={locale} /> : null}
      {restore ? (
        <p className="rk-job-editor__notice" role="status">
          {text('restored')}
        </p>
      ) : null}
      {status.kind === 'conflict' ? (
        <div className="rk-job-editor__notice" data-tone="danger" role="alert">
          <p className="rk-job-editor__notice-title">{text('conflict.title')}</p>
          <p>{text('conflict.text', { time: formatTime(status.current.updatedAt, locale) })}</p>
          <div className="rk-jobs__actions">
            <Button onClick={() => resolveConflict('theirs')} className="rk-console__action">
              {text('conflict.reload')}
            </Button>
            <Button variant="secondary" onClick={() => resolveConflict('mine')} className="rk-console__action">
              {text('conflict.keep')}
            </Button>
          </div>
        </div>
      ) : null}

      <form className="rk-employer-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <JobFormFields form={form} errors={fieldErrors} findings={findings} locale={locale} />

        <ChecksPanel readiness={canSubmit ? checks.readiness : []} findings={checks.findings} showReadiness={canSubmit} locale={locale} />

        {problem ? <ProblemPanel problem={problem} locale={locale} userId={user.id} /> : null}

        {confirmDelete ? (
          <div className="rk-job-editor__notice" data-tone="danger" role="group" aria-labelledby="rk-job-delete-question">
            <p id="rk-job-delete-question">{t('console.jobs.confirm.delete', { title: job?.title.trim() || t('console.jobs.untitled') })}</p>
            <div className="rk-jobs__actions">
              <Button variant="danger" pending={moving === 'delete'} onClick={() => void remove()} className="rk-console__action">
                {t('console.jobs.confirm.yesDelete')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirmDelete(false)} className="rk-console__action">
                {t('console.jobs.confirm.cancel')}
              </Button>
            </div>
          </div>
        ) : null}

        <div className="rk-job-editor__bar">
          <SaveStatus status={status} isNew={!job} onRetry={() => saver.retryNow()} />
          <div className="rk-jobs__actions">
            {job ? (
              <Link
                className="rk-button rk-button--secondary rk-console__action"
                to={pathFor('companyConsoleJobPreview', locale, { id: String(job.id) })}
                onClick={(event) => void preview(event)}
              >
                {text('preview')}
              </Link>
            ) : null}
            {state === 'published' ? (
              <Link className="rk-button rk-button--secondary rk-console__action" to={publicJobPath(job!, locale)}>
                {t('console.jobs.actions.view')}
              </Link>
            ) : null}
            {state === 'draft' && job ? (
              <Button variant="secondary" onClick={() => setConfirmDelete(true)} className="rk-console__action">
                {text('delete')}
              </Button>
            ) : null}
            {state === 'published' ? (
              <Button variant="secondary" pending={moving === 'close'} onClick={() => void move('close')} className="rk-console__action">
                {t('console.jobs.actions.close')}
              </Button>
            ) : null}
            {state === 'published' || state === 'expired' || state === 'closed' ? (
              <Button pending={moving === 'renew'} onClick={() => void move('renew')} className="rk-console__action">
                {t('console.jobs.actions.renew')}
              </Button>
            ) : null}
            {canSubmit ? (
              <Button pending={moving === 'submit'} onClick={() => void move('submit')} className="rk-console__action">
                {text('submit')}
              </Button>
            ) : null}
          </div>
        </div>
      </form>
    </section>
  );
}

/** Where the job is in its life, and what editing it does there. */
function StateNotice({ job, locale }: { job: OwnJob; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const text = (key: string, options?: Record<string, unknown>) => t(`console.jobs.editor.state.${key}`, options ?? {});
  const date = (iso: string | null) => (iso ? formatDate(iso, locale) : '');
  let body: ReactNode;
  switch (job.status) {
    case 'draft':
      body = <p>{text('draft')}</p>;
      break;
    case 'submitted':
      body = <p>{text('submitted')}</p>;
      break;
    case 'published':
      body = (
        <>
          <p>{text('published', { date: date(job.validUntil) })}</p>
          <p>{text('publishedReview')}</p>
          {job.reviewRequested ? <p className="rk-job-editor__notice-title">{text('reviewRequested')}</p> : null}
        </>
      );
      break;
    case 'rejected':
      body = (
        <>
          <p className="rk-job-editor__notice-title">
            {text('rejected', {
              reason: job.rejection ? t(`console.jobs.rejectionReasons.${job.rejection.reason}`, { defaultValue: job.rejection.reason }) : '',
            })}
          </p>
          {job.rejection?.message ? <p>{text('rejectedMessage', { message: job.rejection.message })}</p> : null}
          <p>{text('rejectedNext')}</p>
        </>
      );
      break;
    case 'expired':
      body = <p>{text('expired', { date: date(job.validUntil) })}</p>;
      break;
    case 'closed':
      body = <p>{text('closed')}</p>;
      break;
  }
  return (
    <div
      className="rk-job-editor__notice"
      data-state={job.status}
      data-tone={job.status === 'rejected' ? 'danger' : undefined}
      data-testid="job-state"
    >
      <p className="rk-jobs__state" data-state={job.status}>
        {t(`console.jobs.state.${job.status}`)}
      </p>
      {body}
    </div>
  );
}

function SaveStatus({ status, isNew, onRetry }: { status: AutosaveStatus; isNew: boolean; onRetry: () => void }) {
  const { t } = useTranslation('companyPages');
  const text = (key: string) => t(`console.jobs.editor.status.${key}`);
  const message = status.kind === 'saved' && isNew ? text('empty') : status.kind === 'conflict' ? '' : text(status.kind);
  return (
    <div className="rk-job-editor__save-area">
      <p className="rk-job-editor__save" data-kind={status.kind} role="status" aria-label={text('label')} data-testid="save-status">
        {message}
      </p>
      {status.kind === 'retrying' ? (
        <Button variant="secondary" onClick={onRetry} className="rk-console__action">
          {text('retryNow')}
        </Button>
      ) : null}
    </div>
  );
}

/** What a submit still needs (for a draft or a returned job) and what the advertising rules' check finds, live. */
function ChecksPanel({
  readiness,
  findings,
  showReadiness,
  locale,
}: {
  readiness: JobReadinessProblem[];
  findings: PrecheckFinding[];
  showReadiness: boolean;
  locale: LocaleCode;
}) {
  const { t } = useTranslation('companyPages');
  const text = (key: string, options?: Record<string, unknown>) => t(`console.jobs.editor.${key}`, options ?? {});
  return (
    <section className="rk-employer-form__section rk-job-editor__checks" aria-labelledby="rk-job-checks-title">
      <h2 id="rk-job-checks-title">{showReadiness ? text('checks.title') : text('checks.rules')}</h2>
      {showReadiness ? <Readiness problems={readiness} /> : null}
      {findings.length === 0 ? <p>{text('checks.rulesOk')}</p> : <Findings findings={findings} id="rk-job-checks-findings" />}
      <p>
        <Link to={pathFor('advertisingRules', locale)}>{text('checks.rulesLink')}</Link>
      </p>
    </section>
  );
}

function Readiness({ problems }: { problems: { field: string; code: string }[] }) {
  const { t } = useTranslation('companyPages');
  if (problems.length === 0) return <p>{t('console.jobs.editor.checks.ready')}</p>;
  return (
    <div>
      <p>{t('console.jobs.editor.checks.missing')}</p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.field}:${problem.code}`}>
            <a href={`#${jobFieldId(problem.field)}`} onClick={(event) => focusField(event, problem.field)}>
              {problem.code === 'salary_range_inverted'
                ? t('console.jobs.editor.checks.inverted')
                : t(`console.jobs.editor.readiness.${problem.field}`, { defaultValue: problem.field })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A link to a field moves the focus there without a history entry. */
function focusField(event: MouseEvent<HTMLAnchorElement>, field: string) {
  const target = document.getElementById(jobFieldId(field));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView?.({ block: 'center' });
  target.focus();
}

function ProblemPanel({ problem, locale, userId }: { problem: SubmitProblem; locale: LocaleCode; userId: number }) {
  const { t } = useTranslation('companyPages');
  const plan = usePlan(userId);
  return (
    <div id="rk-job-problem" className="rk-job-editor__notice" data-tone="danger" role="alert" tabIndex={-1}>
      {problem.kind === 'saveFirst' ? <p>{t('console.jobs.editor.saveFirst')}</p> : null}
      {problem.kind === 'message' ? <p>{t(problem.key)}</p> : null}
      {problem.kind === 'notReady' ? (
        <>
          <p className="rk-job-editor__notice-title">{t('console.jobs.editor.notReady')}</p>
          <Readiness problems={problem.errors} />
          <Findings findings={problem.findings} />
        </>
      ) : null}
      {problem.kind === 'noFreeSlot' ? (
        plan.data ? (
          <SlotsPanel plan={plan.data} locale={locale} headingLevel={3} />
        ) : (
          <p>{t(problem.slots.plan ? 'console.jobs.slots.full' : 'console.jobs.slots.noPlan')}</p>
        )
      ) : null}
    </div>
  );
}

/** The job's figures (views, applications, answers) in the editor, once they are in. */
function EditorJobStats({ userId, jobId }: { userId: number; jobId: number }) {
  const stats = useJobStats(userId);
  return stats.data ? <JobStatsLine stats={stats.data.get(jobId)} /> : null;
}
