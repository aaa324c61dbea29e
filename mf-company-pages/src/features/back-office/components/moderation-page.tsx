import { Button, type LocaleCode, type RemotePageProps } from '@raketa/shared';
import { precheckPasses, type JobRejection, type ModerationItem, type PrecheckFinding } from '@raketa/shared/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approveJob, rejectJob, useModerationQueue } from '../api/moderation';
import { useAdminAction } from '../hooks/use-admin-action';
import { formatDateTime } from '../lib/format';
import { BackOfficeFrame } from './back-office-frame';
import { ConfirmDialog } from './confirm-dialog';
import { JobContent } from './job-content';
import { PagedList } from './pager';
import { QueryState, SectionHead } from './query-state';
import { RejectDialog } from './reject-dialog';

/** The moderation queue (`backOfficeModeration`): each waiting job with its pre-check's findings, its content, approve and reject. */
export function ModerationPage({ locale }: RemotePageProps) {
  return <BackOfficeFrame locale={locale}>{() => <Moderation locale={locale} />}</BackOfficeFrame>;
}

function Moderation({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const [offset, setOffset] = useState(0);
  const queue = useModerationQueue(offset);
  return (
    <section className="rk-bo__page" aria-labelledby="rk-bo-moderation-title">
      <SectionHead title={t('backOffice.moderation.title')} lead={t('backOffice.moderation.lead')} id="rk-bo-moderation-title" />
      <QueryState query={queue}>
        {({ jobs, total }) => (
          <PagedList
            rows={jobs}
            keyOf={(job) => job.id}
            empty={t('backOffice.moderation.empty')}
            summary={<p className="rk-bo__summary">{t('backOffice.moderation.waiting', { count: total })}</p>}
            pages={{ label: t('backOffice.moderation.pages'), offset, total, onOffset: setOffset }}
          >
            {(job) => <ModerationCard job={job} locale={locale} />}
          </PagedList>
        )}
      </QueryState>
    </section>
  );
}

function ModerationCard({ job, locale }: { job: ModerationItem; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const [reading, setReading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const approve = useAdminAction(approveJob);
  const reject = useAdminAction(rejectJob);
  const findings = job.findings as PrecheckFinding[];
  const passes = precheckPasses(findings);
  const title = job.title.trim() || t('backOffice.moderation.untitled');
  const headingId = `rk-bo-job-${job.id}`;
  const contentId = `rk-bo-job-content-${job.id}`;

  const doApprove = async () => {
    const result = await approve.run(job.id, t('backOffice.moderation.approved', { title }));
    if (result) setConfirming(false);
  };
  const doReject = (rejection: JobRejection) => reject.run({ id: job.id, rejection }, t('backOffice.moderation.rejected', { title }));

  return (
    <article className="rk-bo-item" aria-labelledby={headingId}>
      <header className="rk-bo-item__head">
        <h2 id={headingId}>{title}</h2>
        <p className="rk-bo-item__meta">
          <span>{job.company.name}</span>
          {!job.company.approved ? <span className="rk-bo-badge rk-bo-badge--warn">{t('backOffice.moderation.companyPending')}</span> : null}
          <span className="rk-bo-badge">{t(`backOffice.moderation.review.${job.review}`)}</span>
        </p>
        <p className="rk-bo-item__meta">{t('backOffice.moderation.since', { date: formatDateTime(job.submittedAt, locale) })}</p>
      </header>

      {job.previousRejection ? (
        <p className="rk-bo-item__note">
          {t('backOffice.moderation.previousRejection', {
            reason: t(`backOffice.reasons.${job.previousRejection.reason}`),
            message: job.previousRejection.message,
          })}
        </p>
      ) : null}

      <Findings findings={findings} />

      <div className="rk-bo-item__actions">
        <Button
          variant="secondary"
          className="rk-bo__action"
          aria-expanded={reading}
          aria-controls={reading ? contentId : undefined}
          onClick={() => setReading((open) => !open)}
        >
          {reading ? t('backOffice.moderation.hide') : t('backOffice.moderation.read')}
        </Button>
        <Button className="rk-bo__action" pending={approve.pending} onClick={() => (passes ? void doApprove() : setConfirming(true))}>
          {t('backOffice.moderation.approve')}
        </Button>
        <Button variant="danger" className="rk-bo__action" onClick={() => setRejecting(true)}>
          {t('backOffice.moderation.reject.open')}
        </Button>
      </div>
      {reading ? (
        <div id={contentId} className="rk-bo-item__content">
          <JobContent id={job.id} locale={locale} />
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming}
        title={t('backOffice.moderation.confirm.title', { title })}
        confirmLabel={t('backOffice.moderation.confirm.approve')}
        pending={approve.pending}
        onConfirm={() => void doApprove()}
        onClose={() => setConfirming(false)}
      >
        <p>{t('backOffice.moderation.confirm.text', { count: findings.filter((finding) => finding.severity === 'error').length })}</p>
      </ConfirmDialog>
      <RejectDialog open={rejecting} title={title} pending={reject.pending} onReject={doReject} onClose={() => setRejecting(false)} />
    </article>
  );
}

/** What the pre-check found: errors break a rule outright, warnings are wording to weigh; none is said too. */
function Findings({ findings }: { findings: PrecheckFinding[] }) {
  const { t } = useTranslation('companyPages');
  if (findings.length === 0) return <p className="rk-bo-item__passes">{t('backOffice.moderation.passes')}</p>;
  return (
    <div className="rk-bo-findings">
      <h3>{t('backOffice.moderation.findings')}</h3>
      <ul>
        {findings.map((finding, index) => (
          <li key={`${finding.code}-${index}`} data-severity={finding.severity}>
            <span className="rk-bo-badge" data-severity={finding.severity}>
              {t(`backOffice.severity.${finding.severity}`)}
            </span>{' '}
            {t(`backOffice.precheck.${finding.code}`, findingParams(finding))}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A finding's params for its message: what was found, joined; the numbers as they are. */
function findingParams(finding: PrecheckFinding): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(finding.params ?? {})) {
    params[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return params;
}
