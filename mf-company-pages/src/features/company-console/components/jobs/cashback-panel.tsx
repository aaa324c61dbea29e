import { Button, Link, pathFor, SITE_TIME_ZONE, type LocaleCode } from '@raketa/shared';
import { CASHBACK_CLAIM_DAYS } from '@raketa/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimCashback, consoleCashbackKey, useJobCashback } from '../../api/console-cashback';

/**
 * An ended job's cashback in its editor (api/APPLICANTS.md, "Cashback"): the claim button when the
 * server finds it eligible, every reason when it does not, or its claim's state and the back office's note.
 */
export function CashbackPanel({ userId, jobId, locale }: { userId: number; jobId: number; locale: LocaleCode }) {
  const { t, i18n } = useTranslation('companyPages');
  const queryClient = useQueryClient();
  const cashback = useJobCashback(userId, jobId);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState(false);
  const [claimed, setClaimed] = useState(false);
  const text = (key: string, options?: Record<string, unknown>) => t(`console.jobs.cashback.${key}`, options ?? {});
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: SITE_TIME_ZONE }).format(new Date(iso));
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  const claim = async () => {
    setPending(true);
    setProblem(false);
    const outcome = await claimCashback(jobId);
    setPending(false);
    if (outcome === 'failed') setProblem(true);
    if (outcome === 'claimed') setClaimed(true);
    await queryClient.invalidateQueries({ queryKey: consoleCashbackKey(userId, jobId) });
  };

  const data = cashback.data;
  return (
    <section className="rk-job-editor__cashback" aria-labelledby="rk-job-cashback-title" data-testid="cashback-panel">
      <h2 id="rk-job-cashback-title">{text('title')}</h2>
      {cashback.isError ? <p role="alert">{text('failed')}</p> : null}
      {data?.claim ? (
        <>
          <p>
            {text(`status.${data.claim.status}`, { date: date(data.claim.decidedAt ?? data.claim.createdAt), credits: number(data.claim.credits) })}
          </p>
          {data.claim.note ? <p>{text('note', { note: data.claim.note })}</p> : null}
        </>
      ) : null}
      {data && !data.claim && data.eligible && data.credits !== null && data.claimUntil ? (
        <>
          <p>{text('eligible', { credits: number(data.credits), until: date(data.claimUntil) })}</p>
          <Button pending={pending} onClick={() => void claim()} className="rk-console__action">
            {text('claim')}
          </Button>
        </>
      ) : null}
      {data && !data.claim && !data.eligible ? (
        <>
          <p>{text('notEligible')}</p>
          <ul>
            {data.reasons.map((reason) => (
              <li key={reason}>{text(`reasons.${reason}`, { days: CASHBACK_CLAIM_DAYS })}</li>
            ))}
          </ul>
        </>
      ) : null}
      {claimed ? <p role="status">{text('claimed')}</p> : null}
      {problem ? <p role="alert">{text('failed')}</p> : null}
      <p>
        <Link to={pathFor('cashback', locale)}>{text('rule')}</Link>
      </p>
    </section>
  );
}
