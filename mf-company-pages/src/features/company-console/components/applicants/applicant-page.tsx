import {
  Button,
  Field,
  Link,
  pathFor,
  toast,
  TOAST_DURATION_MS,
  useParams,
  type LocaleCode,
  type RemotePageProps,
  type SessionUser,
} from '@raketa/shared';
import { FINAL_APPLICATION_STATUSES, type ApplicantDetail } from '@raketa/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addNote,
  applicantKey,
  consoleApplicantsKey,
  deleteNote,
  moveApplicant,
  useAnswerTemplates,
  useApplicant,
} from '../../api/console-applicants';
import { EMPTY_MOVE, inboxPath, moveBody, movesOf, type MoveForm, type MoveFormError } from '../../lib/applicants/inbox';
import { formatDate, formatTime } from '../../lib/jobs/job-list';
import { ConsoleFrame } from '../console-frame';
import { MoveFields } from './move-fields';
import './applicants.css';

/** One application (`companyConsoleApplicant`): the candidate, the CV, the pipeline, the history and the team's notes. */
export function ConsoleApplicantPage({ locale }: RemotePageProps) {
  const params = useParams();
  const id = Number(params.id);
  return <ConsoleFrame locale={locale}>{(_company, user) => <ApplicantSection key={id} id={id} user={user} locale={locale} />}</ConsoleFrame>;
}

function ApplicantSection({ id, user, locale }: { id: number; user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const text = (key: string) => t(`console.applicant.${key}`);
  const applicant = useApplicant(user.id, id);
  return (
    <section className="rk-console__page rk-inbox rk-applicant" aria-labelledby="rk-applicant-title">
      <p>
        <Link to={applicant.data ? inboxPath(locale, { job: applicant.data.job.id }) : inboxPath(locale)}>
          ← {applicant.data ? text('backToJob') : text('back')}
        </Link>
      </p>
      {applicant.isPending ? <p role="status">{text('loading')}</p> : null}
      {applicant.isError ? (
        <div>
          <h1 id="rk-applicant-title">{t('console.applicants.title')}</h1>
          <p role="alert">{text('failed')}</p>
          <Button onClick={() => void applicant.refetch()}>{t('console.applicants.retry')}</Button>
        </div>
      ) : null}
      {applicant.data === null ? (
        <div>
          <h1 id="rk-applicant-title">{t('console.applicants.title')}</h1>
          <p role="alert">{text('notFound')}</p>
        </div>
      ) : null}
      {applicant.data ? <Detail applicant={applicant.data} user={user} locale={locale} /> : null}
    </section>
  );
}

function Detail({ applicant, user, locale }: { applicant: ApplicantDetail; user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const text = (key: string, options?: Record<string, unknown>) => t(`console.applicant.${key}`, options ?? {});
  const status = (value: string) => t(`console.applicants.status.${value}`);
  const { candidate } = applicant;
  // Only an http(s) address is a link: anything else the candidate typed is shown as text.
  const linkedin = candidate.linkedin && /^https?:\/\//i.test(candidate.linkedin) ? candidate.linkedin : null;
  return (
    <>
      <header className="rk-console__head">
        <h1 id="rk-applicant-title">{candidate.name}</h1>
        <p className="rk-inbox__meta">
          <span className="rk-inbox__status" data-status={applicant.status} id="rk-applicant-status" tabIndex={-1}>
            {status(applicant.status)}
          </span>
        </p>
      </header>
      <dl className="rk-applicant__facts">
        <div>
          <dt>{text('job')}</dt>
          <dd>
            <Link to={pathFor('companyConsoleJob', locale, { id: String(applicant.job.id) })}>{applicant.job.title}</Link>
          </dd>
        </div>
        <div>
          <dt>{text('applied')}</dt>
          <dd>{formatTime(applicant.createdAt, locale)}</dd>
        </div>
        <div>
          <dt>{text('language')}</dt>
          <dd>{t(`console.applicants.language.${applicant.locale}`)}</dd>
        </div>
        <div>
          <dt>{text('email')}</dt>
          <dd>
            <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
          </dd>
        </div>
        {candidate.phone ? (
          <div>
            <dt>{text('phone')}</dt>
            <dd>
              <a href={`tel:${candidate.phone.replace(/[^\d+]/g, '')}`}>{candidate.phone}</a>
            </dd>
          </div>
        ) : null}
        {candidate.linkedin ? (
          <div>
            <dt>{text('linkedin')}</dt>
            <dd>
              {linkedin ? (
                <a href={linkedin} rel="noopener noreferrer nofollow" target="_blank">
                  {candidate.linkedin}
                </a>
              ) : (
                candidate.linkedin
              )}
            </dd>
          </div>
        ) : null}
      </dl>

      <section aria-labelledby="rk-applicant-message" className="rk-applicant__part">
        <h2 id="rk-applicant-message">{text('message')}</h2>
        {applicant.message.trim() ? (
          <p className="rk-applicant__message">{applicant.message}</p>
        ) : (
          <p className="rk-inbox__hint">{text('noMessage')}</p>
        )}
      </section>

      <CvPart applicant={applicant} />

      <section aria-labelledby="rk-applicant-tests" className="rk-applicant__part">
        <h2 id="rk-applicant-tests">{text('tests')}</h2>
        {applicant.testResults.length === 0 ? <p className="rk-inbox__hint">{text('noTests')}</p> : null}
        {applicant.testResults.length > 0 ? (
          <ul className="rk-applicant__tests">
            {applicant.testResults.map((result) => (
              <li key={result.id}>
                <Link to={pathFor('testResult', locale, { slug: result.test.slug, id: result.id })}>
                  {text('testLink', { test: result.test.title[locale] })}
                </Link>
                <span>{text('testScore', { score: result.score, correct: result.correct, total: result.total })}</span>
                {result.percentile !== null ? <span>{text('testPercentile', { percentile: result.percentile })}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <MovePart applicant={applicant} user={user} locale={locale} />

      <section aria-labelledby="rk-applicant-history" className="rk-applicant__part">
        <h2 id="rk-applicant-history">{text('history')}</h2>
        {applicant.history.length === 0 ? <p className="rk-inbox__hint">{text('noHistory')}</p> : null}
        {applicant.history.length > 0 ? (
          <ol className="rk-applicant__history">
            {applicant.history.map((event, index) => (
              <li key={index}>
                <p className="rk-applicant__event">{text('event', { from: status(event.from), to: status(event.to) })}</p>
                <p className="rk-inbox__hint">
                  <time dateTime={event.at}>{formatTime(event.at, locale)}</time>,{' '}
                  {event.by ? text('by', { name: event.by.name }) : event.actor === 'candidate' ? text('byCandidate') : text('bySystem')}
                </p>
                {event.reason ? <p>{text('eventReason', { reason: t(`console.applicants.reasons.${event.reason}`) })}</p> : null}
                {event.message ? (
                  <details>
                    <summary>{text('eventMessage')}</summary>
                    <p className="rk-applicant__message" lang={applicant.locale}>
                      {event.message}
                    </p>
                  </details>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
      </section>

      <NotesPart applicant={applicant} user={user} locale={locale} />
    </>
  );
}

/** The CV: a PDF shown in the page on request (served inline, sandboxed; api/APPLICANTS.md), or downloaded. */
function CvPart({ applicant }: { applicant: ApplicantDetail }) {
  const { t } = useTranslation('companyPages');
  const text = (key: string, options?: Record<string, unknown>) => t(`console.applicant.${key}`, options ?? {});
  const [open, setOpen] = useState(false);
  const { cv } = applicant;
  const pdf = cv?.mediaType === 'application/pdf';
  return (
    <section aria-labelledby="rk-applicant-cv" className="rk-applicant__part">
      <h2 id="rk-applicant-cv">{text('cv')}</h2>
      {cv ? (
        <>
          <div className="rk-inbox__actions">
            {pdf ? (
              <Button variant="secondary" className="rk-console__action" aria-expanded={open} onClick={() => setOpen(!open)}>
                {text(open ? 'hideCv' : 'showCv')}
              </Button>
            ) : null}
            <a className="rk-button rk-button--secondary rk-console__action" href={cv.url} download={cv.fileName}>
              {text('downloadCv', { fileName: cv.fileName })}
            </a>
          </div>
          {!pdf ? <p className="rk-inbox__hint">{text('cvOnlyDownload')}</p> : null}
          {/* No sandbox attribute: Chromium shows no PDF in a sandboxed frame. The answer sandboxes itself (its CSP). */}
          {pdf && open ? (
            <iframe className="rk-applicant__cv" src={`${cv.url}?disposition=inline`} title={text('cvFrame', { name: applicant.candidate.name })} />
          ) : null}
        </>
      ) : (
        <p className="rk-inbox__hint">{text('noCv')}</p>
      )}
    </section>
  );
}

/** The pipeline: one move (and a rejection's reason, and the answer mailed), or the final status said. */
function MovePart({ applicant, user, locale }: { applicant: ApplicantDetail; user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const text = (key: string, options?: Record<string, unknown>) => t(`console.applicants.move.${key}`, options ?? {});
  const queryClient = useQueryClient();
  const templates = useAnswerTemplates(user.id);
  const [form, setForm] = useState<MoveForm>(EMPTY_MOVE);
  const [errors, setErrors] = useState<MoveFormError[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const moves = movesOf(applicant.status);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body = moveBody(form, { bulk: false });
    if (!body.ok) {
      setErrors(body.errors);
      document.getElementById(`rk-move-${body.errors[0]!.field === 'templateId' ? 'template' : body.errors[0]!.field}`)?.focus();
      return;
    }
    setErrors([]);
    setPending(true);
    const result = await moveApplicant(applicant.id, body.move);
    setPending(false);
    if (result.ok) {
      queryClient.setQueryData(applicantKey(user.id, applicant.id), result.value);
      await queryClient.invalidateQueries({ queryKey: consoleApplicantsKey(user.id), refetchType: 'none' });
      setForm(EMPTY_MOVE);
      toast({
        variant: 'success',
        title: text('done', { status: t(`console.applicants.status.${result.value.status}`) }),
        duration: TOAST_DURATION_MS,
      });
      requestAnimationFrame(() => document.getElementById('rk-applicant-status')?.focus());
      return;
    }
    if (result.code === 'invalid_transition') await queryClient.invalidateQueries({ queryKey: consoleApplicantsKey(user.id) });
    const known = ['invalid_transition', 'application_not_found', 'template_not_found', 'validation_failed'];
    setProblem(text(`errors.${known.includes(result.code) ? result.code : 'failed'}`));
  };

  return (
    <section aria-labelledby="rk-applicant-move" className="rk-applicant__part">
      <h2 id="rk-applicant-move">{text('title')}</h2>
      {FINAL_APPLICATION_STATUSES.includes(applicant.status) ? (
        <p>{text('final', { status: t(`console.applicants.status.${applicant.status}`) })}</p>
      ) : (
        <form className="rk-inbox__move" noValidate onSubmit={(event) => void submit(event)}>
          <MoveFields
            form={form}
            onChange={setForm}
            moves={moves}
            templates={templates.data ?? []}
            answerLocale={applicant.locale}
            errors={errors}
            locale={locale}
            idPrefix="rk-move"
          />
          {problem ? (
            <p className="rk-inbox__problem" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="rk-inbox__actions">
            <Button type="submit" pending={pending} className="rk-console__action">
              {text('submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The team's notes: listed oldest first, and a new one added. */
function NotesPart({ applicant, user, locale }: { applicant: ApplicantDetail; user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const text = (key: string, options?: Record<string, unknown>) => t(`console.applicant.${key}`, options ?? {});
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  // Only the author's own notes offer it here (the owner may delete any through the API).
  const remove = async (noteId: number) => {
    setPending(true);
    const result = await deleteNote(applicant.id, noteId);
    setPending(false);
    setConfirming(null);
    if (!result.ok && result.code !== 'note_not_found') {
      toast({ variant: 'destructive', title: text('noteErrors.delete') });
      return;
    }
    queryClient.setQueryData<ApplicantDetail | null>(applicantKey(user.id, applicant.id), (current) =>
      current ? { ...current, notes: current.notes.filter((note) => note.id !== noteId) } : current,
    );
    toast({ variant: 'success', title: text('noteRemoved'), duration: TOAST_DURATION_MS });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = body.trim();
    if (trimmed === '' || trimmed.length > 5000) {
      setError(text(trimmed === '' ? 'noteErrors.required' : 'noteErrors.too_long'));
      input.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    const result = await addNote(applicant.id, trimmed);
    setPending(false);
    if (!result.ok) {
      setError(text(result.code === 'validation_failed' ? 'noteErrors.too_long' : 'noteErrors.failed'));
      return;
    }
    queryClient.setQueryData<ApplicantDetail | null>(applicantKey(user.id, applicant.id), (current) =>
      current ? { ...current, notes: [...current.notes, result.value] } : current,
    );
    setBody('');
    toast({ variant: 'success', title: text('noteAdded'), duration: TOAST_DURATION_MS });
  };

  return (
    <section aria-labelledby="rk-applicant-notes" className="rk-applicant__part">
      <h2 id="rk-applicant-notes">{text('notes')}</h2>
      <p className="rk-inbox__hint">{text('notesHint')}</p>
      {applicant.notes.length === 0 ? <p>{text('noNotes')}</p> : null}
      {applicant.notes.length > 0 ? (
        <ul className="rk-applicant__notes">
          {applicant.notes.map((note) => (
            <li key={note.id}>
              <p className="rk-applicant__message">{note.body}</p>
              <p className="rk-inbox__hint">
                {note.author
                  ? text('noteBy', { name: note.author.name, date: formatTime(note.createdAt, locale) })
                  : text('noteDeleted', { date: formatDate(note.createdAt, locale) })}
              </p>
              {note.author?.userId === user.id ? (
                confirming === note.id ? (
                  <div className="rk-inbox__confirm" role="group" aria-label={text('confirmDeleteNote')}>
                    <p>{text('confirmDeleteNote')}</p>
                    <div className="rk-inbox__actions">
                      <Button variant="danger" className="rk-console__action" pending={pending} onClick={() => void remove(note.id)}>
                        {text('yesDeleteNote')}
                      </Button>
                      <Button variant="secondary" className="rk-console__action" onClick={() => setConfirming(null)}>
                        {t('console.applicants.move.cancel')}
                      </Button>
                    </div>
                  </div>
                ) : (
                  <Button variant="secondary" className="rk-console__action" onClick={() => setConfirming(note.id)}>
                    {text('deleteNote')}
                  </Button>
                )
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <form className="rk-inbox__move" noValidate onSubmit={(event) => void submit(event)}>
        <Field label={text('note')} required error={error} id="rk-note">
          {(control) => (
            <textarea
              {...control}
              ref={input}
              className="rk-field__input rk-inbox__textarea"
              rows={4}
              maxLength={5000}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </Field>
        <div className="rk-inbox__actions">
          <Button type="submit" pending={pending} className="rk-console__action">
            {text('addNote')}
          </Button>
        </div>
      </form>
    </section>
  );
}
