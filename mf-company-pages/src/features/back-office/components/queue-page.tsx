import { Button, type LocaleCode, type RemotePageProps } from '@raketa/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryJob, useFailedJobs, type FailedQueueJob } from '../api/queue';
import { useAdminAction } from '../hooks/use-admin-action';
import { formatDateTime } from '../lib/format';
import { BackOfficeFrame } from './back-office-frame';
import { PagedList } from './pager';
import { QueryState, SectionHead } from './query-state';

/** The job queue (`backOfficeQueue`): jobs that failed every retry (mostly mails), each with its last error, and running one again. */
export function QueuePage({ locale }: RemotePageProps) {
  return <BackOfficeFrame locale={locale}>{() => <Queue locale={locale} />}</BackOfficeFrame>;
}

function Queue({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const [offset, setOffset] = useState(0);
  const failed = useFailedJobs(offset);
  const retry = useAdminAction(retryJob);
  return (
    <section className="rk-bo__page" aria-labelledby="rk-bo-queue-title">
      <SectionHead id="rk-bo-queue-title" title={t('backOffice.queue.title')} lead={t('backOffice.queue.lead')} />
      <QueryState query={failed}>
        {({ jobs, total }) => (
          <PagedList
            rows={jobs}
            keyOf={(job) => job.id}
            empty={t('backOffice.queue.empty')}
            pages={{ label: t('backOffice.queue.pages'), offset, total, onOffset: setOffset }}
          >
            {(job) => (
              <FailedJobCard
                job={job}
                locale={locale}
                pending={retry.variables === job.id}
                onRetry={() => void retry.run(job.id, t('backOffice.queue.retried', { queue: job.queue }))}
              />
            )}
          </PagedList>
        )}
      </QueryState>
    </section>
  );
}

function FailedJobCard({ job, locale, pending, onRetry }: { job: FailedQueueJob; locale: LocaleCode; pending: boolean; onRetry: () => void }) {
  const { t } = useTranslation('companyPages');
  const headingId = `rk-bo-queue-${job.id}`;
  return (
    <article className="rk-bo-item" aria-labelledby={headingId}>
      <header className="rk-bo-item__head">
        <h2 id={headingId}>{job.queue}</h2>
        <p className="rk-bo-item__meta rk-bo__code">{job.id}</p>
      </header>
      <dl className="rk-bo-item__facts">
        <div>
          <dt>{t('backOffice.queue.created')}</dt>
          <dd>{formatDateTime(job.createdAt, locale)}</dd>
        </div>
        <div>
          <dt>{t('backOffice.queue.attempts')}</dt>
          <dd>{job.attempts}</dd>
        </div>
      </dl>
      <p className="rk-bo-item__error">
        <span className="rk-bo-item__label">{t('backOffice.queue.lastError')}</span> <code>{job.lastError}</code>
      </p>
      <div className="rk-bo-item__actions">
        <Button className="rk-bo__action" pending={pending} onClick={onRetry} aria-describedby={headingId}>
          {t('backOffice.queue.retry')}
        </Button>
      </div>
    </article>
  );
}
