import { Button, Field, Link, useSearchParams, type LocaleCode, type RemotePageProps } from '@raketa/shared';
import { ADMIN_TARGET_TYPES } from '@raketa/shared/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminRecord, type AdminRecordEntry, type RecordTarget } from '../api/record';
import { formatDateTime } from '../lib/format';
import { recordDetails, targetOfSearch } from '../lib/record-details';
import { BackOfficeFrame } from './back-office-frame';
import { Pager } from './pager';
import { QueryState, SectionHead } from './query-state';

/** The admin record (`backOfficeRecord`): who did what and when, newest first, a page at a time, of everything or of one target. */
export function RecordPage({ locale }: RemotePageProps) {
  return <BackOfficeFrame locale={locale}>{() => <AdminRecord locale={locale} />}</BackOfficeFrame>;
}

function AdminRecord({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const [search, setSearch] = useSearchParams();
  const target = targetOfSearch(search);
  const show = (next: RecordTarget | null) => setSearch(next ? { targetType: next.type, targetId: next.id } : {});
  return (
    <section className="rk-bo__page" aria-labelledby="rk-bo-record-title">
      <SectionHead id="rk-bo-record-title" title={t('backOffice.record.title')} lead={t('backOffice.record.lead')} />
      <TargetFilter key={`filter-${target?.type}-${target?.id}`} target={target} onShow={show} />
      {/* A new filter starts at the newest page. */}
      <RecordPages key={`pages-${target?.type}-${target?.id}`} target={target} locale={locale} />
    </section>
  );
}

function TargetFilter({ target, onShow }: { target: RecordTarget | null; onShow: (target: RecordTarget | null) => void }) {
  const { t } = useTranslation('companyPages');
  const [type, setType] = useState(target?.type ?? '');
  const [id, setId] = useState(target?.id ?? '');
  const [missing, setMissing] = useState<'type' | 'id' | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!type) return setMissing('type');
    if (!id.trim()) return setMissing('id');
    setMissing(null);
    onShow({ type, id: id.trim() });
  };
  return (
    <form className="rk-bo-form rk-bo-filter" noValidate onSubmit={submit} aria-label={t('backOffice.record.filter.label')}>
      <div className="rk-bo-form__row">
        <Field label={t('backOffice.record.filter.type')} required error={missing === 'type' ? t('backOffice.record.filter.typeMissing') : undefined}>
          {(control) => (
            <select {...control} className="rk-field__input rk-bo__control" value={type} onChange={(event) => setType(event.target.value)}>
              <option value="">{t('backOffice.record.filter.any')}</option>
              {ADMIN_TARGET_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`backOffice.record.targets.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('backOffice.record.filter.id')} required error={missing === 'id' ? t('backOffice.record.filter.idMissing') : undefined}>
          {(control) => (
            <input
              {...control}
              className="rk-field__input rk-bo__control"
              value={id}
              maxLength={200}
              onChange={(event) => setId(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="rk-bo-item__actions">
        <Button type="submit" className="rk-bo__action">
          {t('backOffice.record.filter.show')}
        </Button>
        {target ? (
          <Button variant="secondary" className="rk-bo__action" onClick={() => onShow(null)}>
            {t('backOffice.record.filter.all')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function RecordPages({ target, locale }: { target: RecordTarget | null; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const record = useAdminRecord(cursors[cursors.length - 1], target);
  return (
    <QueryState query={record}>
      {(page) => (
        <>
          {page.actions.length === 0 ? (
            <p className="rk-bo__empty">{target ? t('backOffice.record.emptyTarget') : t('backOffice.record.empty')}</p>
          ) : (
            <ol className="rk-bo__list rk-bo-record">
              {page.actions.map((entry) => (
                <li key={entry.id}>
                  <RecordEntry entry={entry} locale={locale} filtered={target !== null} />
                </li>
              ))}
            </ol>
          )}
          <Pager
            label={t('backOffice.record.pages')}
            newer={cursors.length > 1 ? () => setCursors(cursors.slice(0, -1)) : null}
            older={page.next ? () => setCursors([...cursors, page.actions[page.actions.length - 1]!.id]) : null}
          />
        </>
      )}
    </QueryState>
  );
}

function RecordEntry({ entry, locale, filtered }: { entry: AdminRecordEntry; locale: LocaleCode; filtered: boolean }) {
  const { t } = useTranslation('companyPages');
  const details = recordDetails(entry, t, (iso) => formatDateTime(iso, locale));
  const target = `${t(`backOffice.record.targets.${entry.target.type}`, { defaultValue: entry.target.type })} ${entry.target.id}`;
  return (
    <article className="rk-bo-item rk-bo-record__entry" aria-label={t(`backOffice.record.actions.${entry.action}`)}>
      <p className="rk-bo-record__what">
        <strong>{t(`backOffice.record.actions.${entry.action}`)}</strong> <span>{target}</span>
      </p>
      {details ? <p className="rk-bo-item__text">{details}</p> : null}
      <p className="rk-bo-item__meta">
        <span>{entry.by.email}</span>
        <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
      </p>
      {!filtered ? (
        <Link
          className="rk-button rk-button--secondary rk-bo__action"
          to={{ search: `?${new URLSearchParams({ targetType: entry.target.type, targetId: entry.target.id })}` }}
        >
          {t('backOffice.record.only', { target })}
        </Link>
      ) : null}
    </article>
  );
}
