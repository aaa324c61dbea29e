import {
  AUTH_DIALOG_FRAGMENTS,
  Button,
  FatalError,
  Link,
  loginHrefFor,
  pathFor,
  SESSION_QUERY_KEY,
  toast,
  useLocation,
  useNavigate,
  usePageTitle,
  useParams,
  useSessionUser,
  type LocaleCode,
  type RemotePageProps,
} from '@raketa/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testResultQueryKey, useTestResult } from '../../../api/skill-test-results';
import { forgetVisitorResult, visitorResultId } from '../../../api/visitor-results';
import { claimResult, type ClaimOutcome } from '../api/claim-result';
import '../claim-result.css';

type ClaimState = { kind: 'idle' } | { kind: 'claiming' } | Exclude<ClaimOutcome, { kind: 'claimed' }>;

/**
 * `testFinishedLogin` (`/test/:slug/finished/:guid/login`, issue 6): where a visitor lands after
 * submitting a test. It previews the score (when this tab submitted it) and asks them to log in or
 * register; as soon as the session has a user (on arrival, when the login dialog updates the
 * session query in place, or after registration and onboarding) the result is claimed
 * once and the page moves on to it.
 */
export function FinishedLoginPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('learning');
  const { guid } = useParams();
  // The route table checks the guid is a UUID; this guards the page against being mounted elsewhere.
  if (!guid) throw new FatalError(404, 'no result guid');
  usePageTitle(t('tests.finished.title'));
  const session = useSessionUser();
  const resultId = visitorResultId(guid);
  const preview = useTestResult(resultId);
  const previewResult = preview.data?.kind === 'found' ? preview.data.result : null;
  const claim = useClaim(guid, locale, Boolean(session.data));

  return (
    <section className="rk-finished">
      <h1>{t('tests.finished.title')}</h1>
      {previewResult ? (
        <div className="rk-finished__preview">
          <p className="rk-finished__test">{previewResult.test.title[locale]}</p>
          <p className="rk-finished__score">{t('tests.common.percent', { value: previewResult.score })}</p>
          <p>{t('tests.result.correct', { correct: previewResult.correct, count: previewResult.total })}</p>
          <Link to={pathFor('testResult', locale, { slug: previewResult.test.slug, id: previewResult.id })}>{t('tests.finished.fullResult')}</Link>
        </div>
      ) : null}
      {session.isPending ? <p role="status">{t('tests.finished.checking')}</p> : null}
      {session.data === null ? <SignIn locale={locale} /> : null}
      {session.data ? <ClaimStatus state={claim.state} onRetry={claim.retry} locale={locale} /> : null}
    </section>
  );
}

/**
 * Claims the result once the session has a user. A ref, not state, guards the one request: React's
 * StrictMode runs effects twice, and a second claim would answer 409 to our own first one.
 */
function useClaim(guid: string, locale: LocaleCode, signedIn: boolean) {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [state, setState] = useState<ClaimState>({ kind: 'idle' });

  const run = useCallback(async () => {
    setState({ kind: 'claiming' });
    const outcome = await claimResult(guid);
    if (outcome.kind !== 'claimed') {
      if (outcome.kind === 'signedOut') {
        // The session ended meanwhile: let the page offer the login again, and claim after it.
        started.current = false;
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }
      setState(outcome);
      return;
    }
    const { result } = outcome;
    forgetVisitorResult(guid);
    queryClient.setQueryData(testResultQueryKey(result.id), { kind: 'found', result });
    void queryClient.invalidateQueries({ queryKey: ['myTestResults'] });
    toast({ variant: 'success', title: t('tests.finished.saved') });
    void navigate(pathFor('testResult', locale, { slug: result.test.slug, id: result.id }), { replace: true });
  }, [guid, locale, navigate, queryClient, t]);

  useEffect(() => {
    if (!signedIn || started.current) return;
    started.current = true;
    void run();
  }, [signedIn, run]);

  return { state, retry: () => void run() };
}

function SignIn({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('learning');
  const location = useLocation();
  const navigate = useNavigate();
  const loginHref = loginHrefFor(location, locale);
  // The same dialog on its registration tab; `redirect_to` brings the new account back here after onboarding.
  const registerHref = loginHref.replace(/#.*$/, `#${AUTH_DIALOG_FRAGMENTS.register[locale]}`);
  return (
    <div className="rk-finished__sign-in">
      <p>{t('tests.finished.explain')}</p>
      <div className="rk-finished__actions">
        <Button onClick={() => void navigate(loginHref)}>{t('tests.finished.login')}</Button>
        <Button variant="secondary" onClick={() => void navigate(registerHref)}>
          {t('tests.finished.register')}
        </Button>
      </div>
      <p className="rk-finished__note">{t('tests.finished.note')}</p>
    </div>
  );
}

function ClaimStatus({ state, onRetry, locale }: { state: ClaimState; onRetry: () => void; locale: LocaleCode }) {
  const { t } = useTranslation('learning');
  switch (state.kind) {
    case 'idle':
    case 'claiming':
      return (
        <p role="status" className="rk-finished__saving">
          {t('tests.finished.saving')}
        </p>
      );
    case 'alreadyClaimed':
      return (
        <div role="alert" className="rk-finished__notice">
          <p>{t('tests.finished.alreadyClaimed')}</p>
          <Link to={pathFor('testList', locale)}>{t('tests.common.allTests')}</Link>
        </div>
      );
    case 'missing':
      return (
        <div role="alert" className="rk-finished__notice">
          <p>{t('tests.finished.missing')}</p>
          <Link to={pathFor('testList', locale)}>{t('tests.common.allTests')}</Link>
        </div>
      );
    case 'signedOut':
      return null;
    case 'failed':
      return (
        <div role="alert" className="rk-finished__notice">
          <p>{t('tests.finished.failed')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('tests.common.retry')}
          </Button>
        </div>
      );
  }
}
