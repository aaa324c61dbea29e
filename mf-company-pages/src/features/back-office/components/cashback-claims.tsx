import { Button, type LocaleCode } from '@raketa/shared';
import { CASHBACK_NOTE_MAX } from '@raketa/shared/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decideCashback, useCashbackClaims, type AdminCashbackClaim } from '../api/cashback';
import { useAdminAction } from '../hooks/use-admin-action';
import { formatDateTime } from '../lib/format';
import { PagedList } from './pager';
import { QueryState } from './query-state';

/** Cashback claims on the orders page: waiting ones first, each granted or refused with a note the company is mailed. */
export function CashbackClaims({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const [offset, setOffset] = useState(0);
  const claims = useCashbackClaims(offset);
  return (
    <section className="rk-bo__page" aria-labelledby="rk-bo-cashback-title">
      {/* Second on the orders page: its heading ranks under the page's. */}
      <header className="rk-bo__head">
        <h2 id="rk-bo-cashback-title">{t('backOffice.cashback.title')}</h2>
        <p className="rk-bo__lead">{t('backOffice.cashback.lead')}</p>
      </header>
      <QueryState query={claims}>
        {({ claims: list, total }) => (
          <PagedList
            rows={list}
            keyOf={(claim) => claim.id}
            empty={t('backOffice.cashback.empty')}
            pages={{ label: t('backOffice.cashback.pages'), offset, total, onOffset: setOffset }}
          >
            {(claim) => <ClaimCard claim={claim} locale={locale} />}
          </PagedList>
        )}
      </QueryState>
    </section>
  );
}

function ClaimCard({ claim, locale }: { claim: AdminCashbackClaim; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const [note, setNote] = useState('');
  const decide = useAdminAction(decideCashback);
  const headingId = `rk-bo-cashback-${claim.id}`;
  const noteId = useId();
  const credits = new Intl.NumberFormat(locale).format(claim.credits);
  const run = (decision: 'grant' | 'refuse') =>
    void decide.run(
      { id: claim.id, decision, ...(note.trim() ? { note: note.trim() } : {}) },
      t(decision === 'grant' ? 'backOffice.cashback.granted' : 'backOffice.cashback.refused', { company: claim.company.name }),
    );
  return (
    <article className="rk-bo-item" aria-labelledby={headingId}>
      <header className="rk-bo-item__head">
        <h3 id={headingId}>{t('backOffice.cashback.heading', { company: claim.company.name, job: claim.job.title })}</h3>
        <p className="rk-bo-item__meta">
          <span className="rk-bo-badge" data-status={claim.status}>
            {t(`backOffice.cashback.status.${claim.status}`)}
          </span>
        </p>
      </header>
      <dl className="rk-bo-item__facts">
        <div>
          <dt>{t('backOffice.cashback.credits')}</dt>
          <dd>{credits}</dd>
        </div>
        <div>
          <dt>{t('backOffice.cashback.applications')}</dt>
          <dd>{claim.job.applications}</dd>
        </div>
        <div>
          <dt>{t('backOffice.cashback.claimed')}</dt>
          <dd>{formatDateTime(claim.createdAt, locale)}</dd>
        </div>
        {claim.decidedAt ? (
          <div>
            <dt>{t('backOffice.cashback.decided')}</dt>
            <dd>{formatDateTime(claim.decidedAt, locale)}</dd>
          </div>
        ) : null}
        {claim.note ? (
          <div>
            <dt>{t('backOffice.cashback.note')}</dt>
            <dd>{claim.note}</dd>
          </div>
        ) : null}
      </dl>
      {claim.status === 'pending' ? (
        <div className="rk-bo-item__actions rk-bo-cashback__decide">
          <label htmlFor={noteId}>{t('backOffice.cashback.noteLabel')}</label>
          <textarea id={noteId} value={note} maxLength={CASHBACK_NOTE_MAX} rows={3} onChange={(event) => setNote(event.target.value)} />
          <div className="rk-bo-item__actions">
            <Button className="rk-bo__action" pending={decide.pending} onClick={() => run('grant')} aria-describedby={headingId}>
              {t('backOffice.cashback.grant')}
            </Button>
            <Button className="rk-bo__action" variant="secondary" pending={decide.pending} onClick={() => run('refuse')} aria-describedby={headingId}>
              {t('backOffice.cashback.refuse')}
            </Button>
          </div>
        </div>
      ) : null}
    </article>
  );
}
