import { Button, type LocaleCode, type RemotePageProps } from '@raketa/shared';
import { PLAN_MONTHS } from '@raketa/shared/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markOrderPaid, useOrders, type AdminOrder } from '../api/orders';
import { useAdminAction } from '../hooks/use-admin-action';
import { formatDate, formatDateTime, formatPrice } from '../lib/format';
import { BackOfficeFrame } from './back-office-frame';
import { CashbackClaims } from './cashback-claims';
import { ConfirmDialog } from './confirm-dialog';
import { PagedList } from './pager';
import { QueryState, SectionHead } from './query-state';

/**
 * Plan orders (`backOfficeOrders`): waiting ones first; marking one paid (after a confirmation) runs
 * its plan for 12 months. Below them, the cashback claims to grant or refuse.
 */
export function OrdersPage({ locale }: RemotePageProps) {
  return (
    <BackOfficeFrame locale={locale}>
      {() => (
        <>
          <Orders locale={locale} />
          <CashbackClaims locale={locale} />
        </>
      )}
    </BackOfficeFrame>
  );
}

function Orders({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const [offset, setOffset] = useState(0);
  const orders = useOrders(offset);
  const [confirming, setConfirming] = useState<AdminOrder | null>(null);
  const markPaid = useAdminAction(markOrderPaid);

  const confirm = async () => {
    if (!confirming) return;
    const order = confirming;
    const result = await markPaid.run(order.id, t('backOffice.orders.paid', { company: order.company.name, plan: order.plan.name[locale] }));
    if (result) setConfirming(null);
  };

  return (
    <section className="rk-bo__page" aria-labelledby="rk-bo-orders-title">
      <SectionHead id="rk-bo-orders-title" title={t('backOffice.orders.title')} lead={t('backOffice.orders.lead')} />
      <QueryState query={orders}>
        {({ orders: list, total }) => (
          <PagedList
            rows={list}
            keyOf={(order) => order.id}
            empty={t('backOffice.orders.empty')}
            pages={{ label: t('backOffice.orders.pages'), offset, total, onOffset: setOffset }}
          >
            {(order) => <OrderCard order={order} locale={locale} onMarkPaid={() => setConfirming(order)} />}
          </PagedList>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming !== null}
        title={t('backOffice.orders.confirm.title')}
        confirmLabel={t('backOffice.orders.confirm.submit')}
        pending={markPaid.pending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      >
        {confirming ? (
          <p>
            {t('backOffice.orders.confirm.text', {
              company: confirming.company.name,
              plan: confirming.plan.name[locale],
              price: formatPrice(confirming.priceCzk, 'CZK', locale),
              months: PLAN_MONTHS,
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

function OrderCard({ order, locale, onMarkPaid }: { order: AdminOrder; locale: LocaleCode; onMarkPaid: () => void }) {
  const { t } = useTranslation('companyPages');
  const headingId = `rk-bo-order-${order.id}`;
  return (
    <article className="rk-bo-item" aria-labelledby={headingId}>
      <header className="rk-bo-item__head">
        <h2 id={headingId}>{t('backOffice.orders.heading', { company: order.company.name, plan: order.plan.name[locale] })}</h2>
        <p className="rk-bo-item__meta">
          <span className="rk-bo-badge" data-status={order.status}>
            {t(`backOffice.orders.status.${order.status}`)}
          </span>
          <span>{t('backOffice.orders.number', { id: order.id })}</span>
        </p>
      </header>
      <dl className="rk-bo-item__facts">
        <div>
          <dt>{t('backOffice.orders.price')}</dt>
          <dd>
            {formatPrice(order.priceCzk, 'CZK', locale)} / {formatPrice(order.priceEur, 'EUR', locale)}
          </dd>
        </div>
        <div>
          <dt>{t('backOffice.orders.terms')}</dt>
          <dd>{t('backOffice.orders.termsValue', { count: order.jobSlots, slots: order.jobSlots, days: order.listingDays })}</dd>
        </div>
        <div>
          <dt>{t('backOffice.orders.ordered')}</dt>
          <dd>{formatDateTime(order.createdAt, locale)}</dd>
        </div>
        {order.validFrom && order.validUntil ? (
          <div>
            <dt>{t('backOffice.orders.runs')}</dt>
            <dd>
              {formatDate(order.validFrom, locale)} – {formatDate(order.validUntil, locale)}
            </dd>
          </div>
        ) : null}
      </dl>
      {order.status === 'pending' ? (
        <div className="rk-bo-item__actions">
          <Button className="rk-bo__action" onClick={onMarkPaid} aria-describedby={headingId}>
            {t('backOffice.orders.markPaid')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
