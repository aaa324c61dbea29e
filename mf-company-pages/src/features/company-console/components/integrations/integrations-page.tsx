import {
  Button,
  FieldGroup,
  Input,
  Link,
  pathFor,
  toast,
  TOAST_DURATION_MS,
  type LocaleCode,
  type RemotePageProps,
  type SessionUser,
} from '@raketa/shared';
import {
  API_TOKEN_SCOPES,
  checkApiTokenInput,
  checkWebhookEndpointInput,
  WEBHOOK_EVENTS,
  WEBHOOK_SIGNATURE_HEADER,
  type ApiToken,
  type WebhookEndpoint,
} from '@raketa/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiTokensKey,
  createApiToken,
  createWebhook,
  deleteWebhook,
  deliveriesKey,
  resendDelivery,
  revokeApiToken,
  sendTestEvent,
  useApiTokens,
  useDeliveries,
  useWebhooks,
  webhooksKey,
  type IntegrationChange,
} from '../../api/console-integrations';
import { ConsoleFrame } from '../console-frame';
import './integrations.css';

/** The console's integrations (`companyConsoleIntegrations`): API tokens and webhook endpoints (api/INTEGRATIONS.md). */
export function ConsoleIntegrationsPage({ locale }: RemotePageProps) {
  return <ConsoleFrame locale={locale}>{(_company, user) => <Integrations user={user} locale={locale} />}</ConsoleFrame>;
}

const formatTime = (iso: string, locale: LocaleCode) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function Integrations({ user, locale }: { user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  return (
    <section className="rk-console__page rk-integrations" aria-labelledby="rk-integrations-title">
      <h1 id="rk-integrations-title">{t('console.integrations.title')}</h1>
      <p className="rk-console__lead">
        {t('console.integrations.lead')} <Link to={pathFor('developers', locale)}>{t('console.integrations.docs')}</Link>
      </p>
      <Tokens user={user} locale={locale} />
      <Webhooks user={user} locale={locale} />
    </section>
  );
}

/** A secret shown once, with a copy button: the API keeps only a hash (a token) or never shows it again (a webhook secret). */
function ShownOnce({ label, value, testId, onDone }: { label: string; value: string; testId: string; onDone: () => void }) {
  const { t } = useTranslation('companyPages');
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ variant: 'success', title: t('console.integrations.copied'), duration: TOAST_DURATION_MS });
    } catch {
      toast({ variant: 'destructive', title: t('console.integrations.copyFailed') });
    }
  };
  return (
    <div className="rk-integrations__once" role="status">
      <p>
        <strong>{label}</strong> {t('console.integrations.onceHint')}
      </p>
      <label htmlFor={id} className="rk-integrations__sr-only">
        {label}
      </label>
      <input
        id={id}
        className="rk-field__input rk-integrations__secret"
        readOnly
        value={value}
        data-testid={testId}
        onFocus={(event) => event.target.select()}
      />
      <div className="rk-integrations__actions">
        <Button className="rk-integrations__action" onClick={() => void copy()}>
          {t('console.integrations.copy')}
        </Button>
        <Button variant="secondary" className="rk-integrations__action" onClick={onDone}>
          {t('console.integrations.hide')}
        </Button>
      </div>
    </div>
  );
}

/** The message of a refused change (its field errors are shown at their fields). */
const formError = (t: (key: string) => string, result: Extract<IntegrationChange<unknown>, { ok: false }>) =>
  t(`console.integrations.errors.${['too_many_tokens', 'too_many_endpoints'].includes(result.code) ? result.code : 'failed'}`);

function Tokens({ user, locale }: { user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const queryClient = useQueryClient();
  const tokens = useApiTokens(user.id);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['applications:read', 'cv:read']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkApiTokenInput({ name, scopes });
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.field.split('.')[0]!, error.code])));
      return;
    }
    setErrors({});
    setPending(true);
    const result = await createApiToken(checked.value);
    setPending(false);
    if (result.ok) {
      setCreated(result.value.token);
      setName('');
      await queryClient.invalidateQueries({ queryKey: apiTokensKey(user.id) });
    } else if (result.code === 'validation_failed') {
      setErrors(Object.fromEntries(result.errors.map((error) => [error.field.split('.')[0]!, error.code])));
    } else {
      setFailure(formError(t, result));
    }
  };

  return (
    <section className="rk-integrations__section" aria-labelledby="rk-integrations-tokens">
      <h2 id="rk-integrations-tokens">{t('console.integrations.tokens.title')}</h2>
      <p>{t('console.integrations.tokens.text')}</p>
      {created ? (
        <ShownOnce label={t('console.integrations.tokens.created')} value={created} testId="new-api-token" onDone={() => setCreated(null)} />
      ) : null}
      {tokens.isPending ? <p role="status">{t('console.integrations.loading')}</p> : null}
      {tokens.isError ? <p role="alert">{t('console.integrations.failed')}</p> : null}
      {tokens.data && tokens.data.length === 0 ? <p>{t('console.integrations.tokens.none')}</p> : null}
      {tokens.data && tokens.data.length > 0 ? (
        <ul className="rk-integrations__list" aria-label={t('console.integrations.tokens.title')}>
          {tokens.data.map((token) => (
            <TokenItem key={token.id} token={token} user={user} locale={locale} />
          ))}
        </ul>
      ) : null}
      <form className="rk-integrations__form" aria-labelledby="rk-integrations-new-token" noValidate onSubmit={(event) => void submit(event)}>
        <h3 id="rk-integrations-new-token">{t('console.integrations.tokens.new')}</h3>
        <Input
          label={t('console.integrations.tokens.name')}
          required
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name ? t(`console.integrations.fieldErrors.name.${errors.name === 'too_long' ? 'too_long' : 'required'}`) : undefined}
        />
        <CodeChoices
          label={t('console.integrations.tokens.scopes')}
          error={errors.scopes ? t('console.integrations.fieldErrors.scopes') : undefined}
          codes={API_TOKEN_SCOPES}
          chosen={scopes}
          onToggle={(scope, on) => setScopes((current) => (on ? [...current, scope] : current.filter((item) => item !== scope)))}
          labelOf={(scope) => t(`console.integrations.scopes.${scope.replace(':', '_')}`)}
        />
        {failure ? (
          <p className="rk-field__error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" pending={pending} className="rk-integrations__action">
          {t('console.integrations.tokens.create')}
        </Button>
      </form>
    </section>
  );
}

/** A required set of codes to tick (token scopes, webhook events): each named, with its code beside. */
function CodeChoices<Code extends string>({
  label,
  error,
  codes,
  chosen,
  onToggle,
  labelOf,
}: {
  label: string;
  error?: string;
  codes: readonly Code[];
  chosen: readonly Code[];
  onToggle: (code: Code, on: boolean) => void;
  labelOf: (code: Code) => string;
}) {
  return (
    <FieldGroup label={label} required error={error} className="rk-integrations__choices">
      {codes.map((code) => (
        <label key={code} className="rk-integrations__choice">
          <input type="checkbox" checked={chosen.includes(code)} onChange={(event) => onToggle(code, event.target.checked)} />
          <span>
            {labelOf(code)} <code>{code}</code>
          </span>
        </label>
      ))}
    </FieldGroup>
  );
}

function TokenItem({ token, user, locale }: { token: ApiToken; user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const revoke = async () => {
    setPending(true);
    const result = await revokeApiToken(token.id);
    setPending(false);
    if (result.ok) toast({ variant: 'success', title: t('console.integrations.tokens.revoked', { name: token.name }), duration: TOAST_DURATION_MS });
    else toast({ variant: 'destructive', title: t('console.integrations.errors.failed') });
    await queryClient.invalidateQueries({ queryKey: apiTokensKey(user.id) });
  };
  return (
    <li className="rk-integrations__item" data-testid="api-token">
      <p className="rk-integrations__name">
        {token.name} <code>{token.prefix}…</code>
      </p>
      <p className="rk-integrations__meta">{token.scopes.join(', ')}</p>
      <p className="rk-integrations__meta">
        {token.lastUsedAt
          ? t('console.integrations.tokens.lastUsed', { date: formatTime(token.lastUsedAt, locale) })
          : t('console.integrations.tokens.neverUsed')}
      </p>
      <div className="rk-integrations__actions">
        {confirming ? (
          <>
            <Button pending={pending} className="rk-integrations__action" onClick={() => void revoke()}>
              {t('console.integrations.tokens.confirmRevoke')}
              <span className="rk-integrations__sr-only"> {token.name}</span>
            </Button>
            <Button variant="secondary" className="rk-integrations__action" onClick={() => setConfirming(false)}>
              {t('console.integrations.cancel')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" className="rk-integrations__action" onClick={() => setConfirming(true)}>
            {t('console.integrations.tokens.revoke')}
            <span className="rk-integrations__sr-only"> {token.name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

const URL_ERRORS = ['required', 'too_long', 'invalid_url', 'https_required', 'address_not_public', 'unresolvable'];

function Webhooks({ user, locale }: { user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const queryClient = useQueryClient();
  const endpoints = useWebhooks(user.id);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([...WEBHOOK_EVENTS]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkWebhookEndpointInput({ url, events });
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.field.split('.')[0]!, error.code])));
      return;
    }
    setErrors({});
    setPending(true);
    const result = await createWebhook(checked.value);
    setPending(false);
    if (result.ok) {
      setSecret(result.value.secret);
      setUrl('');
      await queryClient.invalidateQueries({ queryKey: webhooksKey(user.id) });
    } else if (result.code === 'validation_failed') {
      setErrors(Object.fromEntries(result.errors.map((error) => [error.field.split('.')[0]!, error.code])));
    } else {
      setFailure(formError(t, result));
    }
  };

  return (
    <section className="rk-integrations__section" aria-labelledby="rk-integrations-webhooks">
      <h2 id="rk-integrations-webhooks">{t('console.integrations.webhooks.title')}</h2>
      <p>{t('console.integrations.webhooks.text', { header: WEBHOOK_SIGNATURE_HEADER })}</p>
      {secret ? (
        <ShownOnce
          label={t('console.integrations.webhooks.secretCreated')}
          value={secret}
          testId="new-webhook-secret"
          onDone={() => setSecret(null)}
        />
      ) : null}
      {endpoints.isPending ? <p role="status">{t('console.integrations.loading')}</p> : null}
      {endpoints.isError ? <p role="alert">{t('console.integrations.failed')}</p> : null}
      {endpoints.data && endpoints.data.length === 0 ? <p>{t('console.integrations.webhooks.none')}</p> : null}
      {endpoints.data && endpoints.data.length > 0 ? (
        <ul className="rk-integrations__list" aria-label={t('console.integrations.webhooks.title')}>
          {endpoints.data.map((endpoint) => (
            <EndpointItem key={endpoint.id} endpoint={endpoint} user={user} locale={locale} />
          ))}
        </ul>
      ) : null}
      <form className="rk-integrations__form" aria-labelledby="rk-integrations-new-webhook" noValidate onSubmit={(event) => void submit(event)}>
        <h3 id="rk-integrations-new-webhook">{t('console.integrations.webhooks.new')}</h3>
        <Input
          label={t('console.integrations.webhooks.url')}
          type="url"
          inputMode="url"
          required
          autoComplete="off"
          placeholder="https://"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={errors.url ? t(`console.integrations.fieldErrors.url.${URL_ERRORS.includes(errors.url) ? errors.url : 'invalid_url'}`) : undefined}
        />
        <CodeChoices
          label={t('console.integrations.webhooks.events')}
          error={errors.events ? t('console.integrations.fieldErrors.events') : undefined}
          codes={WEBHOOK_EVENTS}
          chosen={events}
          onToggle={(name, on) => setEvents((current) => (on ? [...current, name] : current.filter((item) => item !== name)))}
          labelOf={(name) => t(`console.integrations.events.${name.replace('.', '_')}`)}
        />
        {failure ? (
          <p className="rk-field__error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" pending={pending} className="rk-integrations__action">
          {t('console.integrations.webhooks.add')}
        </Button>
      </form>
    </section>
  );
}

function EndpointItem({ endpoint, user, locale }: { endpoint: WebhookEndpoint; user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<'test' | 'delete' | null>(null);
  const test = async () => {
    setPending('test');
    const result = await sendTestEvent(endpoint.id);
    setPending(null);
    if (result.ok) toast({ variant: 'success', title: t('console.integrations.webhooks.testSent'), duration: TOAST_DURATION_MS });
    else toast({ variant: 'destructive', title: t('console.integrations.errors.failed') });
    setOpen(true);
    await queryClient.invalidateQueries({ queryKey: deliveriesKey(user.id, endpoint.id) });
  };
  const remove = async () => {
    setPending('delete');
    const result = await deleteWebhook(endpoint.id);
    setPending(null);
    if (!result.ok) toast({ variant: 'destructive', title: t('console.integrations.errors.failed') });
    await queryClient.invalidateQueries({ queryKey: webhooksKey(user.id) });
  };
  return (
    <li className="rk-integrations__item" data-testid="webhook-endpoint">
      <p className="rk-integrations__name rk-integrations__url">{endpoint.url}</p>
      <p className="rk-integrations__meta">
        {endpoint.events.join(', ')} · <code>{endpoint.secretPrefix}…</code>
      </p>
      <div className="rk-integrations__actions">
        <Button variant="secondary" className="rk-integrations__action" pending={pending === 'test'} onClick={() => void test()}>
          {t('console.integrations.webhooks.test')}
        </Button>
        <Button variant="secondary" className="rk-integrations__action" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t(open ? 'console.integrations.webhooks.hideDeliveries' : 'console.integrations.webhooks.showDeliveries')}
        </Button>
        {confirming ? (
          <>
            <Button className="rk-integrations__action" pending={pending === 'delete'} onClick={() => void remove()}>
              {t('console.integrations.webhooks.confirmDelete')}
            </Button>
            <Button variant="secondary" className="rk-integrations__action" onClick={() => setConfirming(false)}>
              {t('console.integrations.cancel')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" className="rk-integrations__action" onClick={() => setConfirming(true)}>
            {t('console.integrations.webhooks.delete')}
          </Button>
        )}
      </div>
      {open ? <Deliveries endpointId={endpoint.id} user={user} locale={locale} /> : null}
    </li>
  );
}

function Deliveries({ endpointId, user, locale }: { endpointId: number; user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const queryClient = useQueryClient();
  const deliveries = useDeliveries(user.id, endpointId);
  const resend = async (id: number) => {
    const result = await resendDelivery(id);
    if (result.ok) toast({ variant: 'success', title: t('console.integrations.webhooks.resent'), duration: TOAST_DURATION_MS });
    else toast({ variant: 'destructive', title: t('console.integrations.errors.failed') });
    await queryClient.invalidateQueries({ queryKey: deliveriesKey(user.id, endpointId) });
  };
  if (deliveries.isPending) return <p role="status">{t('console.integrations.loading')}</p>;
  if (deliveries.isError) return <p role="alert">{t('console.integrations.failed')}</p>;
  return (
    <div className="rk-integrations__deliveries">
      <div className="rk-integrations__actions">
        <h3>{t('console.integrations.webhooks.deliveries')}</h3>
        <Button variant="secondary" className="rk-integrations__action" onClick={() => void deliveries.refetch()}>
          {t('console.integrations.webhooks.refresh')}
        </Button>
      </div>
      {deliveries.data.length === 0 ? <p>{t('console.integrations.webhooks.noDeliveries')}</p> : null}
      <ul className="rk-integrations__list">
        {deliveries.data.map((delivery) => {
          const last = delivery.attempts[0];
          return (
            <li key={delivery.id} className="rk-integrations__delivery" data-testid="webhook-delivery" data-state={delivery.state}>
              <p className="rk-integrations__name">
                <code>{delivery.event}</code> · {t(`console.integrations.states.${delivery.state}`)} · {formatTime(delivery.createdAt, locale)}
              </p>
              {last ? (
                <p className="rk-integrations__meta">
                  {last.statusCode !== null
                    ? t('console.integrations.webhooks.answer', { status: last.statusCode, ms: last.durationMs, count: delivery.attempts.length })
                    : t('console.integrations.webhooks.noAnswer', { error: last.error ?? '', count: delivery.attempts.length })}
                </p>
              ) : null}
              {last?.response ? <pre className="rk-integrations__response">{last.response}</pre> : null}
              {delivery.nextAttemptAt && delivery.attempts.length > 0 ? (
                <p className="rk-integrations__meta">
                  {t('console.integrations.webhooks.nextAttempt', { date: formatTime(delivery.nextAttemptAt, locale) })}
                </p>
              ) : null}
              <Button variant="secondary" className="rk-integrations__action" onClick={() => void resend(delivery.id)}>
                {t('console.integrations.webhooks.resend')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
