import { Button, Field, FORM_OPTIONS, Link, pathFor, type LocaleCode, type RemotePageProps } from '@raketa/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { routeOfCampaign } from '../../../lib/campaign-routes';
import { updateCampaign, useAdminCampaigns, type AdminCampaign } from '../api/campaigns';
import { useAdminAction } from '../hooks/use-admin-action';
import { campaignPatchOf, campaignResolver, campaignState, campaignValuesOf, type CampaignValues } from '../lib/campaign-window';
import { formatDateTime } from '../lib/format';
import { BackOfficeFrame } from './back-office-frame';
import { QueryState, SectionHead } from './query-state';

/** Campaigns (`backOfficeCampaigns`): each one's state now, its switch and its window; a change shows on the site within 5 s. */
export function CampaignsPage({ locale }: RemotePageProps) {
  return <BackOfficeFrame locale={locale}>{() => <Campaigns locale={locale} />}</BackOfficeFrame>;
}

function Campaigns({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const campaigns = useAdminCampaigns();
  return (
    <section className="rk-bo__page" aria-labelledby="rk-bo-campaigns-title">
      <SectionHead id="rk-bo-campaigns-title" title={t('backOffice.campaigns.title')} lead={t('backOffice.campaigns.lead')} />
      <QueryState query={campaigns}>
        {(list) => (
          <ul className="rk-bo__list">
            {list.map((campaign) => (
              <li key={campaign.slug}>
                {/* Keyed by what was saved: a saved change starts the form from the API's answer. */}
                <CampaignCard key={`${campaign.enabled}-${campaign.startsAt}-${campaign.endsAt}`} campaign={campaign} locale={locale} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function CampaignCard({ campaign, locale }: { campaign: AdminCampaign; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const save = useAdminAction(updateCampaign);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<CampaignValues>({ ...FORM_OPTIONS, defaultValues: campaignValuesOf(campaign), resolver: campaignResolver });
  const state = campaignState(campaign);
  const route = routeOfCampaign(campaign.slug);
  const headingId = `rk-bo-campaign-${campaign.slug}`;
  const name = campaign.offer.title[locale] || campaign.slug;
  const errorOf = (field: 'startsAt' | 'endsAt') => {
    const code = errors[field]?.message;
    return code ? t(code === 'invalid_window' ? 'backOffice.campaigns.errors.window' : 'backOffice.campaigns.errors.date') : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    const result = await save.run({ slug: campaign.slug, patch: campaignPatchOf(values) }, t('backOffice.campaigns.saved', { name }));
    if (result?.kind !== 'refused') return;
    let first = true;
    for (const { field, code } of result.errors) {
      // The API names the bound it refused (invalid_window on the field sent; both are sent).
      const target = field === 'startsAt' || field === 'endsAt' ? field : code === 'invalid_window' ? 'endsAt' : null;
      if (target) setError(target, { type: 'server', message: code }, { shouldFocus: first });
      first = false;
    }
  });

  return (
    <article className="rk-bo-item" aria-labelledby={headingId}>
      <header className="rk-bo-item__head">
        <h2 id={headingId}>{name}</h2>
        <p className="rk-bo-item__meta">
          <span className="rk-bo-badge" data-state={state}>
            {t(`backOffice.campaigns.state.${state}`)}
          </span>
          <span className="rk-bo__code">{campaign.slug}</span>
        </p>
        <p className="rk-bo-item__meta">
          {t('backOffice.campaigns.window', {
            from: campaign.startsAt ? formatDateTime(campaign.startsAt, locale) : t('backOffice.campaigns.open'),
            until: campaign.endsAt ? formatDateTime(campaign.endsAt, locale) : t('backOffice.campaigns.open'),
          })}
        </p>
        {route ? (
          <p>
            <Link to={pathFor(route, locale)}>{t('backOffice.campaigns.page')}</Link>
          </p>
        ) : null}
      </header>
      <form className="rk-bo-form" noValidate onSubmit={onSubmit} aria-label={t('backOffice.campaigns.form', { name })}>
        <label className="rk-bo-switch">
          <input type="checkbox" {...register('enabled')} />
          <span>{t('backOffice.campaigns.enabled')}</span>
        </label>
        <div className="rk-bo-form__row">
          <Field label={t('backOffice.campaigns.startsAt')} error={errorOf('startsAt')}>
            {(control) => <input {...control} type="datetime-local" className="rk-field__input rk-bo__control" {...register('startsAt')} />}
          </Field>
          <Field label={t('backOffice.campaigns.endsAt')} error={errorOf('endsAt')}>
            {(control) => <input {...control} type="datetime-local" className="rk-field__input rk-bo__control" {...register('endsAt')} />}
          </Field>
        </div>
        <p className="rk-bo__hint">{t('backOffice.campaigns.hint')}</p>
        <Button type="submit" className="rk-bo__action" pending={save.pending} disabled={!isDirty}>
          {t('backOffice.campaigns.save')}
        </Button>
      </form>
    </article>
  );
}
