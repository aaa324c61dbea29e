import { Button, toast, TOAST_DURATION_MS, useLocation, type LocaleCode, type RemotePageProps, type SessionUser } from '@raketa/shared';
import type { CompanyPlan, PlanOrder } from '@raketa/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { consolePlanKey, usePlan } from '../../api/console-jobs';
import { consoleOrdersKey, orderPlan, useOfferedPlans, useOrders, useTeam, type OfferedPlan } from '../../api/console-team';
import { formatDate } from '../../lib/jobs/job-list';
import { orderChoice, orderState, preselectedPlan } from '../../lib/team/plan-rules';
import { teamView } from '../../lib/team/team-rules';
import { ConsoleFrame } from '../console-frame';
import { SlotsPanel } from '../jobs/slots-panel';
import '../team/team.css';

/**
 * The console's plan (`companyConsolePlan`): the plan running, its slots, the orders and their state;
 * the owner orders a plan of the price list (paid by invoice: the plan starts when the order is marked paid).
 */
export function ConsolePlanPage({ locale }: RemotePageProps) {
  return <ConsoleFrame locale={locale}>{(_company, user) => <PlanSection user={user} locale={locale} />}</ConsoleFrame>;
}

const money = (amount: number, currency: 'CZK' | 'EUR', locale: LocaleCode) =>
  new Intl.NumberFormat(locale === 'cs' ? 'cs-CZ' : 'en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

function PlanSection({ user, locale }: { user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const plan = usePlan(user.id);
  const orders = useOrders(user.id);
  const team = useTeam(user.id);
  const failed = plan.isError || orders.isError || team.isError;
  return (
    <section className="rk-console__page rk-team" aria-labelledby="rk-plan-title">
      <h1 id="rk-plan-title">{t('console.plan.title')}</h1>
      {failed ? (
        <div>
          <p role="alert">{t('console.plan.failed')}</p>
          <Button onClick={() => void Promise.all([plan.refetch(), orders.refetch(), team.refetch()])}>{t('console.retry')}</Button>
        </div>
      ) : null}
      {!failed && (!plan.data || !orders.data || !team.data) ? <p role="status">{t('console.plan.loading')}</p> : null}
      {plan.data && orders.data && team.data ? (
        <>
          <SlotsPanel plan={plan.data} locale={locale} />
          <OrderSection plan={plan.data} isOwner={teamView(team.data, user.id).isOwner} userId={user.id} locale={locale} />
          <Orders orders={orders.data} locale={locale} />
        </>
      ) : null}
    </section>
  );
}

function OrderSection({ plan, isOwner, userId, locale }: { plan: CompanyPlan; isOwner: boolean; userId: number; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const offered = useOfferedPlans();
  if (!isOwner) return <p className="rk-console__hint">{t('console.plan.memberHint')}</p>;
  if (offered.isError) return <p role="alert">{t('console.plan.failed')}</p>;
  if (!offered.data) return null;
  const choice = orderChoice(plan, offered.data, isOwner);
  if (choice.kind === 'pending') {
    return (
      <section aria-labelledby="rk-plan-order">
        <h2 id="rk-plan-order">{t('console.plan.order.title')}</h2>
        <p role="note">{t('console.plan.order.waiting', { plan: choice.order.plan.name[locale] })}</p>
        <p>{t('console.plan.order.invoice')}</p>
      </section>
    );
  }
  return <OrderForm plans={offered.data} userId={userId} locale={locale} />;
}

function OrderForm({ plans, userId, locale }: { plans: OfferedPlan[]; userId: number; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const location = useLocation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(() => preselectedPlan(location.search, plans));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(t('console.plan.order.errors.required'));
      return;
    }
    setError(null);
    setPending(true);
    const result = await orderPlan(chosen);
    setPending(false);
    if (result.ok) {
      toast({ variant: 'success', title: t('console.plan.order.done'), duration: TOAST_DURATION_MS });
    } else {
      const known = ['order_pending', 'company_owner_only', 'validation_failed'];
      setError(t(`console.plan.order.errors.${known.includes(result.code) ? result.code : 'failed'}`));
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: consolePlanKey(userId) }),
      queryClient.invalidateQueries({ queryKey: consoleOrdersKey(userId) }),
    ]);
  };

  return (
    <form aria-labelledby="rk-plan-order" noValidate onSubmit={(event) => void submit(event)} className="rk-team__invite">
      <h2 id="rk-plan-order">{t('console.plan.order.title')}</h2>
      <p>{t('console.plan.order.invoice')}</p>
      <fieldset className="rk-team__choices" aria-describedby={error ? 'rk-plan-order-error' : undefined}>
        <legend>{t('console.plan.order.choose')}</legend>
        {plans.map((plan) => (
          <label key={plan.code} className="rk-team__choice">
            <input type="radio" name="plan" value={plan.code} checked={chosen === plan.code} onChange={() => setChosen(plan.code)} />
            <span>
              {t('console.plan.order.option', {
                plan: plan.name[locale],
                price: money(locale === 'cs' ? plan.priceCzk : plan.priceEur, locale === 'cs' ? 'CZK' : 'EUR', locale),
                count: plan.jobSlots,
                days: plan.listingDays,
              })}
            </span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id="rk-plan-order-error" className="rk-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" pending={pending} className="rk-team__action">
        {t('console.plan.order.submit')}
      </Button>
    </form>
  );
}

function Orders({ orders, locale }: { orders: PlanOrder[]; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  return (
    <section aria-labelledby="rk-plan-orders">
      <h2 id="rk-plan-orders">{t('console.plan.orders.title')}</h2>
      {orders.length === 0 ? <p>{t('console.plan.orders.none')}</p> : null}
      {orders.length > 0 ? (
        <ul className="rk-team__list" aria-labelledby="rk-plan-orders">
          {orders.map((order) => {
            const state = orderState(order);
            return (
              <li key={order.id} className="rk-team__item" data-testid="plan-order" data-state={state}>
                <div className="rk-team__who">
                  <p className="rk-team__name">{order.plan.name[locale]}</p>
                  <p className="rk-team__email">
                    {t('console.plan.orders.ordered', { date: formatDate(order.createdAt, locale) })}{' '}
                    {state === 'pending'
                      ? t('console.plan.orders.pending')
                      : t(`console.plan.orders.${state}`, {
                          from: formatDate(order.validFrom!, locale),
                          until: formatDate(order.validUntil!, locale),
                        })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
