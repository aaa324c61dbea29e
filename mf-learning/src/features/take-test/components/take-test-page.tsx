import { Button, FatalError, Link, pathFor, useNavigate, usePageTitle, useParams, type LocaleCode, type RemotePageProps } from '@raketa/shared';
import type { SkillTest } from '@raketa/shared/learning';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testResultQueryKey } from '../../../api/skill-test-results';
import { rememberVisitorResult } from '../../../api/visitor-results';
import { isTestSlug, useTest } from '../api/get-test';
import { submitAttempt, type SubmitOutcome } from '../api/submit-attempt';
import {
  answersOf,
  clearProgress,
  firstUnanswered,
  isAnswered,
  loadProgress,
  progressReducer,
  saveProgress,
  START,
  type Progress,
  type ProgressAction,
} from '../lib/progress';
import { QuestionStep } from './question-step';
import '../take-test.css';

/**
 * `test` (`/test/:slug`, issue 6): the test's introduction, then one question per step, then the
 * submission. Progress survives a reload (localStorage, see lib/progress); the score is computed by
 * the API, and the candidate lands on their result (signed in) or on the page that saves it to an
 * account (a visitor).
 */
export function TakeTestPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('learning');
  const { slug } = useParams();
  if (!isTestSlug(slug)) throw new FatalError(404, `not a test slug: ${String(slug)}`);
  const query = useTest(slug);
  const test = query.data?.kind === 'found' ? query.data.test : null;
  usePageTitle(test?.title[locale]);
  if (query.data?.kind === 'missing') throw new FatalError(404, `no test ${slug}`);

  if (test) {
    // A test whose questions changed is a new run: the stored progress is checked against it afresh.
    return <TestRun key={test.questionList.map((question) => question.id).join(',')} test={test} locale={locale} />;
  }
  return (
    <section className="rk-take-test">
      {query.isError ? (
        <div role="alert" className="rk-take-test__notice">
          <p>{t('tests.take.loadError')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('tests.common.retry')}
          </Button>
        </div>
      ) : (
        <div className="rk-take-test__skeleton" aria-busy="true">
          <p role="status" className="rk-take-test__loading">
            {t('tests.take.loading')}
          </p>
        </div>
      )}
    </section>
  );
}

type SubmitState = { kind: 'idle' } | { kind: 'sending' } | Exclude<SubmitOutcome, { kind: 'scored' }>;

function TestRun({ test, locale }: { test: SkillTest; locale: LocaleCode }) {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [progress, dispatch] = useReducer(
    (state: Progress, action: ProgressAction) => progressReducer(test, state, action),
    test,
    (initial) => loadProgress(initial.slug, initial) ?? START,
  );
  const [submit, setSubmit] = useState<SubmitState>({ kind: 'idle' });
  // Set synchronously on the first press, so a double click or Enter cannot post twice.
  const sending = useRef(false);
  // After a successful submission nothing may write the progress back.
  const done = useRef(false);
  const focusOnStep = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const total = test.questionList.length;
  const question = progress.step > 0 ? test.questionList[progress.step - 1] : undefined;
  const answered = total - test.questionList.filter((item) => !isAnswered(progress, item.id)).length;
  const allAnswered = firstUnanswered(test, progress) === total;
  const hasAnswers = Object.keys(progress.answers).length > 0;

  useEffect(() => {
    if (done.current || (progress.step === 0 && !hasAnswers)) return;
    saveProgress(test.slug, test, progress);
  }, [test, progress, hasAnswers]);

  // Focus follows the candidate's moves (not the first render): the question, or the title on the introduction.
  useEffect(() => {
    if (!focusOnStep.current) return;
    focusOnStep.current = false;
    (progress.step > 0 ? headingRef : titleRef).current?.focus();
  }, [progress.step]);

  const move = (action: ProgressAction) => {
    focusOnStep.current = true;
    if (submit.kind !== 'sending') setSubmit({ kind: 'idle' });
    dispatch(action);
  };

  const send = async () => {
    if (sending.current || !allAnswered) return;
    sending.current = true;
    setSubmit({ kind: 'sending' });
    const outcome = await submitAttempt(test.slug, answersOf(test, progress));
    if (outcome.kind !== 'scored') {
      sending.current = false;
      setSubmit(outcome);
      return;
    }
    done.current = true;
    clearProgress(test.slug);
    const { guid, ...result } = outcome.result;
    // The result page reads the same answer: no second request, and takers changed in the lists.
    queryClient.setQueryData(testResultQueryKey(result.id), { kind: 'found', result });
    void queryClient.invalidateQueries({ queryKey: ['skillTests'] });
    void queryClient.invalidateQueries({ queryKey: ['testStatistics'] });
    void queryClient.invalidateQueries({ queryKey: ['myTestResults'] });
    if (guid) {
      rememberVisitorResult(guid, result.id);
      void navigate(pathFor('testFinishedLogin', locale, { slug: test.slug, guid }), { replace: true });
    } else {
      void navigate(pathFor('testResult', locale, { slug: test.slug, id: result.id }), { replace: true });
    }
  };

  const title = test.title[locale];
  return (
    <section className="rk-take-test">
      <h1 ref={titleRef} tabIndex={-1} className="rk-take-test__title">
        {title}
      </h1>
      {question ? (
        <>
          <div className="rk-take-test__progress">
            <p className="rk-take-test__counter" aria-live="polite" aria-atomic="true">
              {t('tests.take.counter', { current: progress.step, total })}
            </p>
            <div
              className="rk-take-test__bar"
              role="progressbar"
              aria-label={t('tests.take.progress')}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={progress.step}
              aria-valuetext={t('tests.take.counter', { current: progress.step, total })}
            >
              <div className="rk-take-test__bar-fill" style={{ width: `${(progress.step / total) * 100}%` }} />
            </div>
          </div>
          <QuestionStep
            key={question.id}
            question={question}
            locale={locale}
            chosen={progress.answers[question.id] ?? []}
            onChoose={(options) => dispatch({ type: 'choose', questionId: question.id, options })}
            headingRef={headingRef}
            disabled={submit.kind === 'sending'}
          />
          {progress.step === total ? (
            <p className="rk-take-test__summary">
              {allAnswered ? t('tests.take.allAnswered', { total }) : t('tests.take.someAnswered', { answered, total })}
            </p>
          ) : null}
          <SubmitNotice
            state={submit}
            test={test}
            locale={locale}
            onGoTo={(step) => move({ type: 'goTo', step })}
            onReload={() => void queryClient.invalidateQueries({ queryKey: ['skillTest', test.slug] })}
          />
          <div className="rk-take-test__nav">
            <Button variant="secondary" onClick={() => move({ type: 'back' })} disabled={submit.kind === 'sending'}>
              {t('tests.take.back')}
            </Button>
            {progress.step < total ? (
              <Button onClick={() => move({ type: 'next' })} disabled={!isAnswered(progress, question.id)}>
                {t('tests.take.next')}
              </Button>
            ) : (
              <Button onClick={() => void send()} disabled={!allAnswered} pending={submit.kind === 'sending'}>
                {t('tests.take.submit')}
              </Button>
            )}
          </div>
        </>
      ) : (
        <Intro test={test} locale={locale} resume={hasAnswers} onStart={() => move({ type: 'start' })} />
      )}
    </section>
  );
}

function Intro({ test, locale, resume, onStart }: { test: SkillTest; locale: LocaleCode; resume: boolean; onStart: () => void }) {
  const { t } = useTranslation('learning');
  return (
    <div className="rk-take-test__intro">
      <p className="rk-take-test__description">{test.description[locale]}</p>
      <dl className="rk-take-test__facts">
        <div>
          <dt>{t('tests.take.facts.topic')}</dt>
          <dd>{test.topic[locale]}</dd>
        </div>
        <div>
          <dt>{t('tests.take.facts.questions')}</dt>
          <dd>{t('tests.common.questions', { count: test.questionList.length })}</dd>
        </div>
        <div>
          <dt>{t('tests.take.facts.time')}</dt>
          <dd>{t('tests.common.minutes', { count: test.minutes })}</dd>
        </div>
      </dl>
      <p className="rk-take-test__note">{t('tests.take.storageNote')}</p>
      <div className="rk-take-test__nav">
        <Button onClick={onStart}>{resume ? t('tests.take.resume') : t('tests.take.start')}</Button>
        <Link to={pathFor('testList', locale)}>{t('tests.common.allTests')}</Link>
      </div>
    </div>
  );
}

/** What became of a refused submission, and the way on: the answers stay, so every case can be retried. */
function SubmitNotice({
  state,
  test,
  locale,
  onGoTo,
  onReload,
}: {
  state: SubmitState;
  test: SkillTest;
  locale: LocaleCode;
  onGoTo: (step: number) => void;
  /** Fetches the test again: changed questions start a new run (the stale progress is dropped). */
  onReload: () => void;
}) {
  const { t } = useTranslation('learning');
  if (state.kind === 'idle' || state.kind === 'sending') return null;
  if (state.kind === 'missing') {
    return (
      <div role="alert" className="rk-take-test__notice">
        <p>{t('tests.take.errors.missing')}</p>
        <Link to={pathFor('testList', locale)}>{t('tests.common.allTests')}</Link>
      </div>
    );
  }
  if (state.kind === 'throttled') {
    return (
      <p role="alert" className="rk-take-test__notice">
        {state.minutes === null ? t('tests.take.errors.throttledLater') : t('tests.take.errors.throttled', { count: state.minutes })}
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <p role="alert" className="rk-take-test__notice">
        {t('tests.take.errors.failed')}
      </p>
    );
  }
  const steps = state.questionIds
    .map((id) => test.questionList.findIndex((question) => question.id === id) + 1)
    .filter((step) => step > 0)
    .sort((a, b) => a - b);
  return (
    <div role="alert" className="rk-take-test__notice">
      <p>{steps.length ? t('tests.take.errors.invalid') : t('tests.take.errors.changed')}</p>
      {steps.length ? (
        <ul className="rk-take-test__refused">
          {steps.map((step) => (
            <li key={step}>
              <button type="button" className="rk-take-test__jump" onClick={() => onGoTo(step)}>
                {t('tests.take.questionNumber', { number: step })}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <Button variant="secondary" onClick={onReload}>
          {t('tests.take.reload')}
        </Button>
      )}
    </div>
  );
}
