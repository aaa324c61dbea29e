import {
  ApiImage,
  Button,
  IMAGE_SIZES,
  Link,
  pathFor,
  SignedInOnly,
  SITE_TIME_ZONE,
  toast,
  usePageTitle,
  type LocaleCode,
  type RouteId,
} from '@raketa/shared';
import type { CandidateStatus } from '@raketa/shared/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyApplications, type MyApplication } from '../api/my-applications';
import './my-applications.css';

// Its own chunk with the UI kit's dialog, loaded when a withdrawal is asked for: a static import
// put the dialog (and the shared widgets) into the routes module every jobs page loads first.
const WithdrawDialog = lazy(() => import('./withdraw-dialog').then((module) => ({ default: module.WithdrawDialog })));

/** The statuses the candidate may still leave (the API refuses hired and not selected with 409). */
const WITHDRAWABLE: readonly CandidateStatus[] = ['sent', 'seen', 'in_progress'];

/**
 * My applications (`/moje-prihlasky`, `/my-applications`, issue 24): every application the signed-in
 * account sent, newest first, with its status and the steps it went through in candidate terms
 * (api/APPLICANTS.md, "My applications"); one still open can be withdrawn. A visitor is offered the
 * sign-in dialog.
 */
export function MyApplicationsPage({ routeId, locale }: { routeId: RouteId; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  usePageTitle(t('myApplications.title'));
  return (
    <SignedInOnly locale={locale} title={t('myApplications.signedOut.title')} text={t('myApplications.signedOut.text')}>
      {() => <MyApplications routeId={routeId} locale={locale} />}
    </SignedInOnly>
  );
}

function MyApplications({ routeId, locale }: { routeId: RouteId; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  const list = useMyApplications();
  return (
    <section className="rk-my-applications" data-page={routeId}>
      <h1>{t('myApplications.title')}</h1>
      {list.isPending ? <p role="status">{t('myApplications.loading')}</p> : null}
      {list.isError ? (
        <div role="alert">
          <p>{t('myApplications.error')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : null}
      {list.data && !list.data.length ? (
        <div className="rk-my-applications__empty">
          <p>{t('myApplications.empty')}</p>
          <Link to={pathFor('jobList', locale)}>{t('myApplications.browse')}</Link>
        </div>
      ) : null}
      {list.data?.length ? (
        <ul className="rk-my-applications__list">
          {list.data.map((application) => (
            <li key={application.id}>
              <ApplicationItem application={application} locale={locale} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function useDateFormat() {
  const { i18n } = useTranslation('jobs');
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: SITE_TIME_ZONE });
  return (iso: string) => format.format(new Date(iso));
}

/** The step the company's message belongs to: the last one taken before it was sent. */
function messageStep(application: MyApplication): number {
  const message = application.companyMessage;
  if (!message) return -1;
  let step = 0;
  application.timeline.forEach((entry, index) => {
    if (entry.at <= message.at) step = index;
  });
  return step;
}

export function ApplicationItem({ application, locale }: { application: MyApplication; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  const date = useDateFormat();
  const [confirming, setConfirming] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { job, company } = application;
  const headingId = `rk-application-${application.id}`;
  const withStep = messageStep(application);
  const last = application.timeline.length - 1;
  return (
    <article className="rk-application" aria-labelledby={headingId} data-testid="my-application">
      <div className="rk-application__head">
        {company.logo !== null ? (
          <ApiImage imageId={company.logo} {...IMAGE_SIZES.logo.application} alt="" className="rk-application__logo" />
        ) : (
          <span className="rk-application__logo rk-application__logo--empty" aria-hidden />
        )}
        <div>
          <h2 id={headingId} className="rk-application__title">
            <Link to={pathFor('jobDetail', locale, { id: String(job.id), slug: job.slug })}>{job.title}</Link>
          </h2>
          <p className="rk-application__company">
            <Link to={pathFor('companyProfile', locale, { slug: company.slug })}>{company.name}</Link>
          </p>
        </div>
      </div>
      <p className="rk-application__applied">
        {t('myApplications.appliedOn')} <time dateTime={application.appliedAt}>{date(application.appliedAt)}</time>
      </p>
      {/* Once the job has ended: the retention's date (api/APPLICANTS.md, "Retention"). */}
      {application.deletesAt ? (
        <p className="rk-application__deletes">
          {t('myApplications.deletesOn')} <time dateTime={application.deletesAt}>{date(application.deletesAt)}</time>.{' '}
          {t('myApplications.deletesWhy')}
        </p>
      ) : null}
      {/* The word says the status; the colour only repeats it. Focused after a withdrawal. */}
      <p ref={statusRef} tabIndex={-1} className={`rk-application__status rk-application__status--${application.status}`}>
        {t('myApplications.statusLabel')} <strong>{t(`myApplications.status.${application.status}`)}</strong>
      </p>
      <h3 className="rk-application__steps-title">{t('myApplications.timeline')}</h3>
      <ol className="rk-timeline">
        {application.timeline.map((entry, index) => (
          <li
            key={`${entry.status}-${entry.at}`}
            className={index === last ? 'rk-timeline__step is-current' : 'rk-timeline__step'}
            aria-current={index === last ? 'step' : undefined}
          >
            <span className="rk-timeline__status">{t(`myApplications.step.${entry.status}`)}</span>{' '}
            <time className="rk-timeline__date" dateTime={entry.at}>
              {date(entry.at)}
            </time>
            {index === last ? <span className="rk-timeline__now"> ({t('myApplications.current')})</span> : null}
            {index === withStep && application.companyMessage ? (
              <figure className="rk-timeline__message">
                <figcaption>{t('myApplications.companyMessage', { company: company.name })}</figcaption>
                <blockquote>{application.companyMessage.text}</blockquote>
              </figure>
            ) : null}
          </li>
        ))}
      </ol>
      {WITHDRAWABLE.includes(application.status) ? (
        <>
          <Button
            variant="secondary"
            className="rk-application__withdraw"
            aria-label={t('myApplications.withdraw.buttonFor', { job: job.title })}
            onClick={() => setConfirming(true)}
          >
            {t('myApplications.withdraw.button')}
          </Button>
          {confirming ? (
            <Suspense fallback={null}>
              <WithdrawDialog
                open
                application={application}
                onClose={() => setConfirming(false)}
                onWithdrawn={() => {
                  setConfirming(false);
                  toast({
                    variant: 'success',
                    title: t('myApplications.withdraw.done'),
                    description: t('myApplications.withdraw.doneText', { job: job.title }),
                  });
                  // The button is gone with the status: the focus goes to the status that says so.
                  requestAnimationFrame(() => statusRef.current?.focus());
                }}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </article>
  );
}
