import { FatalError, Link, pathFor, SignedInOnly, useParams, usePageTitle, type LocaleCode, type RouteId } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { useJobPreview } from '../api/get-job-preview';
import { titleOf } from './job-detail-page';
import { JobView } from './job-view';
import './job-preview.css';

/**
 * `companyConsoleJobPreview` (issue 23): a company's own job exactly as candidates will see it, with
 * the public page's components and its JobPosting JSON-LD, under a bar back to the editor; no apply
 * form, nothing to save or share. For the company's team only (the console's API says whose job it is).
 */
export function JobPreviewPage({ routeId, locale }: { routeId: RouteId; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new FatalError(404);
  return (
    <SignedInOnly locale={locale} title={t('preview.signedOut.title')} text={t('preview.signedOut.text')}>
      {(user) => <Preview routeId={routeId} locale={locale} userId={user.id} id={id} />}
    </SignedInOnly>
  );
}

function Preview({ routeId, locale, userId, id }: { routeId: RouteId; locale: LocaleCode; userId: number; id: number }) {
  const { t } = useTranslation('jobs');
  const preview = useJobPreview(userId, id);
  const answer = preview.data;
  usePageTitle(answer?.kind === 'job' ? t('preview.pageTitle', { title: titleOf(answer.job) }) : null);
  const editor = pathFor('companyConsoleJob', locale, { id: String(id) });
  return (
    <div className="rk-job-detail rk-job-preview" data-page={routeId}>
      <aside className="rk-job-preview__bar" aria-label={t('preview.label')}>
        <p>
          <strong>{t('preview.label')}</strong> {t('preview.text')}
        </p>
        <Link className="rk-button rk-button--secondary rk-job-preview__back" to={editor}>
          {t('preview.back')}
        </Link>
      </aside>
      {preview.isPending ? <p role="status">{t('detail.loading')}</p> : null}
      {preview.isError ? <p role="alert">{t('preview.failed')}</p> : null}
      {answer?.kind === 'missing' ? <p role="alert">{t('preview.missing')}</p> : null}
      {answer?.kind === 'notMember' ? <p role="alert">{t('preview.notMember')}</p> : null}
      {answer?.kind === 'job' ? <JobView job={answer.job} locale={locale} preview /> : null}
    </div>
  );
}
