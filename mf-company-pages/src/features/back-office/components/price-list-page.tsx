import { Button, Field, FORM_OPTIONS, type LocaleCode, type RemotePageProps } from '@raketa/shared';
import { checkPricePatch, type PriceFieldError, type PriceItemKind } from '@raketa/shared/contracts';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { updatePriceItem, useAdminPriceList } from '../api/price-list';
import { useAdminAction } from '../hooks/use-admin-action';
import { formatPrice } from '../lib/format';
import {
  boundsOf,
  formFieldOf,
  isTextField,
  PRICE_FIELDS,
  priceBodyOf,
  priceErrorOf,
  pricePatchOf,
  priceResolver,
  priceValuesOf,
  type NumberField,
  type PriceError,
  type PriceItem,
  type PriceValues,
  type TextField,
} from '../lib/price-form';
import { BackOfficeFrame } from './back-office-frame';
import { QueryState, SectionHead } from './query-state';

/** The price list editor (`backOfficePriceList`): plans, add-ons and credit packages, each item's prices and texts in both languages. */
export function PriceListPage({ locale }: RemotePageProps) {
  return <BackOfficeFrame locale={locale}>{() => <PriceListEditor locale={locale} />}</BackOfficeFrame>;
}

const GROUPS: { kind: PriceItemKind; list: 'plans' | 'addons' | 'creditPackages' }[] = [
  { kind: 'plans', list: 'plans' },
  { kind: 'addons', list: 'addons' },
  { kind: 'credit-packages', list: 'creditPackages' },
];

function PriceListEditor({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const priceList = useAdminPriceList();
  return (
    <section className="rk-bo__page" aria-labelledby="rk-bo-prices-title">
      <SectionHead id="rk-bo-prices-title" title={t('backOffice.prices.title')} lead={t('backOffice.prices.lead')} />
      <QueryState query={priceList}>
        {(data) => (
          <>
            {GROUPS.map(({ kind, list }) => (
              <section key={kind} className="rk-bo__group" aria-labelledby={`rk-bo-prices-${kind}`}>
                <h2 id={`rk-bo-prices-${kind}`}>{t(`backOffice.prices.kinds.${kind}`)}</h2>
                <ul className="rk-bo__list">
                  {(data[list] as PriceItem[]).map((item) => (
                    <li key={item.code}>
                      <PriceItemCard key={JSON.stringify(item)} kind={kind} item={item} locale={locale} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </QueryState>
    </section>
  );
}

const TEXT_ERRORS: Partial<Record<string, string>> = { required: 'required', too_long: 'tooLong', too_many: 'tooMany' };

function itemName(item: PriceItem, locale: LocaleCode, t: (key: string, options?: Record<string, unknown>) => string): string {
  const { name, credits } = item as { name?: { cs: string; en: string }; credits?: number };
  return name ? name[locale] : t('backOffice.prices.credits', { count: credits ?? 0 });
}

function PriceItemCard({ kind, item, locale }: { kind: PriceItemKind; item: PriceItem; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const [editing, setEditing] = useState(false);
  const name = itemName(item, locale, t);
  const headingId = `rk-bo-price-${kind}-${item.code}`;
  const formId = `rk-bo-price-form-${kind}-${item.code}`;
  return (
    <article className="rk-bo-item" aria-labelledby={headingId}>
      <header className="rk-bo-item__head">
        <h3 id={headingId}>{name}</h3>
        <p className="rk-bo-item__meta">
          <span>
            {formatPrice(item.priceCzk, 'CZK', locale)} / {formatPrice(item.priceEur, 'EUR', locale)}
          </span>
          <span className="rk-bo__code">{item.code}</span>
        </p>
      </header>
      <div className="rk-bo-item__actions">
        <Button
          variant="secondary"
          className="rk-bo__action"
          aria-expanded={editing}
          aria-controls={editing ? formId : undefined}
          aria-describedby={headingId}
          onClick={() => setEditing((open) => !open)}
        >
          {editing ? t('backOffice.prices.close') : t('backOffice.prices.edit')}
        </Button>
      </div>
      {editing ? <PriceForm id={formId} kind={kind} item={item} name={name} onSaved={() => setEditing(false)} /> : null}
    </article>
  );
}

function PriceForm({ id, kind, item, name, onSaved }: { id: string; kind: PriceItemKind; item: PriceItem; name: string; onSaved: () => void }) {
  const { t } = useTranslation('companyPages');
  const save = useAdminAction(updatePriceItem);
  const [unchanged, setUnchanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PriceValues>({ ...FORM_OPTIONS, defaultValues: priceValuesOf(item), resolver: priceResolver(kind) });

  /** A field's message: the rule's code with the field's bounds or the feature's line. */
  const messageOf = (field: NumberField | TextField, error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    const { code, line } = JSON.parse(error.message) as PriceError;
    const bounds = isTextField(field) ? null : boundsOf(kind, field);
    // A number field has one message, with its bounds; a text field says which rule failed.
    const key = isTextField(field) ? (TEXT_ERRORS[code] ?? 'invalid') : 'number';
    const text = t(`backOffice.prices.errors.${key}`, { ...bounds });
    return line ? t('backOffice.prices.errors.line', { line, message: text }) : text;
  };

  const onSubmit = handleSubmit(async (values) => {
    setUnchanged(false);
    const checked = checkPricePatch(kind, priceBodyOf(kind, values));
    if (!checked.ok) return;
    const patch = pricePatchOf(item, checked.value);
    if (Object.keys(patch).length === 0) return setUnchanged(true);
    const result = await save.run({ kind, code: item.code, patch }, t('backOffice.prices.saved', { name }));
    if (result?.kind === 'done') return onSaved();
    if (result?.kind !== 'refused') return;
    let first = true;
    for (const error of result.errors) {
      const path = formFieldOf(error.field);
      if (!path) continue;
      setError(
        path as keyof PriceValues,
        { type: 'server', message: JSON.stringify(priceErrorOf(error as PriceFieldError)) },
        { shouldFocus: first },
      );
      first = false;
    }
  });

  const fields = PRICE_FIELDS[kind];
  return (
    <form id={id} className="rk-bo-form" noValidate onSubmit={onSubmit} aria-label={t('backOffice.prices.form', { name })}>
      {fields.map((field) => {
        if (field === 'highlighted') {
          return (
            <label key={field} className="rk-bo-switch">
              <input type="checkbox" {...register('highlighted')} />
              <span>{t('backOffice.prices.fields.highlighted')}</span>
            </label>
          );
        }
        if (isTextField(field)) {
          const multiline = field !== 'name';
          return (
            <fieldset key={field} className="rk-bo-form__pair">
              <legend>{t(`backOffice.prices.fields.${field}`)}</legend>
              {field === 'features' ? <p className="rk-bo__hint">{t('backOffice.prices.featuresHint')}</p> : null}
              {(['cs', 'en'] as const).map((language) => (
                <Field
                  key={language}
                  label={t(`backOffice.languages.${language}`)}
                  required={field !== 'features'}
                  error={messageOf(field, errors[field]?.[language])}
                >
                  {(control) =>
                    multiline ? (
                      <textarea
                        {...control}
                        rows={field === 'features' ? 5 : 3}
                        className="rk-field__input rk-bo__control"
                        lang={language}
                        {...register(`${field}.${language}`)}
                      />
                    ) : (
                      <input {...control} className="rk-field__input rk-bo__control" lang={language} {...register(`${field}.${language}`)} />
                    )
                  }
                </Field>
              ))}
            </fieldset>
          );
        }
        return (
          <Field key={field} label={t(`backOffice.prices.fields.${field}`)} required error={messageOf(field, errors[field])}>
            {(control) => (
              <input {...control} inputMode="numeric" className="rk-field__input rk-bo__control rk-bo__control--number" {...register(field)} />
            )}
          </Field>
        );
      })}
      {unchanged ? (
        <p className="rk-bo__hint" role="status">
          {t('backOffice.prices.unchanged')}
        </p>
      ) : null}
      <Button type="submit" className="rk-bo__action" pending={save.pending}>
        {t('backOffice.prices.save')}
      </Button>
    </form>
  );
}
