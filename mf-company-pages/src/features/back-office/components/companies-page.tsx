import { Button, type LocaleCode, type RemotePageProps } from '@raketa/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approveCompany, usePendingCompanies, type PendingCompany } from '../api/companies';
import { useAdminAction } from '../hooks/use-admin-action';
import { formatDateTime } from '../lib/format';
import { BackOfficeFrame } from './back-office-frame';
import { PagedList } from './pager';
import { QueryState, SectionHead } from './query-state';

/** Company approvals (`backOfficeCompanies`): the profiles employers created that wait, oldest first; approving one makes it public. */
export function CompaniesPage({ locale }: RemotePageProps) {
  return <BackOfficeFrame locale={locale}>{() => <Companies locale={locale} />}</BackOfficeFrame>;
}

function Companies({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const [offset, setOffset] = useState(0);
  const pending = usePendingCompanies(offset);
  const approve = useAdminAction(approveCompany);
  return (
    <section className="rk-bo__page" aria-labelledby="rk-bo-companies-title">
      <SectionHead id="rk-bo-companies-title" title={t('backOffice.companies.title')} lead={t('backOffice.companies.lead')} />
      <QueryState query={pending}>
        {({ companies, total }) => (
          <PagedList
            rows={companies}
            keyOf={(company) => company.slug}
            empty={t('backOffice.companies.empty')}
            pages={{ label: t('backOffice.companies.pages'), offset, total, onOffset: setOffset }}
          >
            {(company) => (
              <CompanyCard
                company={company}
                locale={locale}
                pending={approve.variables === company.slug}
                onApprove={() => void approve.run(company.slug, t('backOffice.companies.approved', { name: company.name }))}
              />
            )}
          </PagedList>
        )}
      </QueryState>
    </section>
  );
}

function CompanyCard({
  company,
  locale,
  pending,
  onApprove,
}: {
  company: PendingCompany;
  locale: LocaleCode;
  pending: boolean;
  onApprove: () => void;
}) {
  const { t } = useTranslation('companyPages');
  const headingId = `rk-bo-company-${company.slug}`;
  return (
    <article className="rk-bo-item" aria-labelledby={headingId}>
      <header className="rk-bo-item__head">
        <h2 id={headingId}>{company.name}</h2>
        <p className="rk-bo-item__meta">{company.slug}</p>
      </header>
      <dl className="rk-bo-item__facts">
        <div>
          <dt>{t('backOffice.companies.owner')}</dt>
          <dd>{company.ownerEmail ?? t('backOffice.companies.noOwner')}</dd>
        </div>
        <div>
          <dt>{t('backOffice.companies.created')}</dt>
          <dd>{formatDateTime(company.createdAt, locale)}</dd>
        </div>
      </dl>
      <div className="rk-bo-item__actions">
        <Button className="rk-bo__action" pending={pending} onClick={onApprove} aria-describedby={headingId}>
          {t('backOffice.companies.approve')}
        </Button>
      </div>
    </article>
  );
}
