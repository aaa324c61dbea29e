import {
  AUTH_DIALOG_FRAGMENTS,
  Button,
  Link,
  loginHrefFor,
  pathFor,
  SESSION_QUERY_KEY,
  useLocation,
  useNavigate,
  useSearchParams,
  useSessionUser,
  type LocaleCode,
  type RemotePageProps,
} from '@raketa/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEndDate } from '../../../../lib/format';
import { acceptInvitation, useInvitation } from '../../api/console-team';
import { acceptRefusal, invitationScreen, type InvitationScreen } from '../../lib/team/team-rules';
import './team.css';

/**
 * An invitation mail's link (`companyInvitation`, the token in the query): whose invitation and its
 * state; a visitor signs in or signs up and comes back; accepting joins the company and opens the console.
 */
export function InvitationPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('companyPages');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const invitation = useInvitation(token);
  const user = useSessionUser();
  const loading = token !== '' && (invitation.isPending || user.isPending);
  return (
    <section className="rk-console__page rk-team rk-invitation" aria-labelledby="rk-invitation-title">
      <h1 id="rk-invitation-title">{t('invitation.title')}</h1>
      {loading ? <p role="status">{t('invitation.loading')}</p> : null}
      {invitation.isError ? (
        <div>
          <p role="alert">{t('invitation.failed')}</p>
          <Button onClick={() => void invitation.refetch()}>{t('console.retry')}</Button>
        </div>
      ) : null}
      {token === '' ? <p role="alert">{t('invitation.notFound')}</p> : null}
      {!loading && !invitation.isError && invitation.data !== undefined ? (
        <InvitationBody screen={invitationScreen(invitation.data, user.data ?? null)} token={token} locale={locale} />
      ) : null}
    </section>
  );
}

function InvitationBody({ screen, token, locale }: { screen: InvitationScreen; token: string; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const location = useLocation();
  if (screen.kind === 'notFound') return <p role="alert">{t('invitation.notFound')}</p>;
  const { info } = screen;
  return (
    <>
      <p className="rk-console__lead" data-testid="invitation-company">
        {t('invitation.lead', { company: info.company.name, email: info.email })}
      </p>
      {screen.kind === 'expired' ? <p role="alert">{t('invitation.expired', { date: formatEndDate(info.expiresAt, locale) })}</p> : null}
      {screen.kind === 'used' ? <p role="alert">{t('invitation.used')}</p> : null}
      {screen.kind === 'signedOut' ? (
        <>
          <p>{t('invitation.signedOut', { date: formatEndDate(info.expiresAt, locale), email: info.email })}</p>
          <p className="rk-team__actions">
            <Link className="rk-button rk-button--primary" to={loginHrefFor(location, locale)}>
              {t('invitation.signIn')}
            </Link>
            <Link
              className="rk-button rk-button--secondary"
              to={loginHrefFor(location, locale).replace(/#.*$/, `#${AUTH_DIALOG_FRAGMENTS.register[locale]}`)}
            >
              {t('invitation.signUp')}
            </Link>
          </p>
        </>
      ) : null}
      {screen.kind === 'wrongEmail' ? (
        <p role="alert">{t('invitation.refused.invitation_email_mismatch', { email: info.email, account: screen.email })}</p>
      ) : null}
      {screen.kind === 'ready' ? <Accept token={token} locale={locale} company={info.company.name} /> : null}
      {screen.kind !== 'signedOut' ? (
        <p>
          <Link to={pathFor('forCompanies', locale)}>{t('invitation.forCompanies')}</Link>
        </p>
      ) : null}
    </>
  );
}

function Accept({ token, locale, company }: { token: string; locale: LocaleCode; company: string }) {
  const { t } = useTranslation('companyPages');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const accept = async () => {
    setPending(true);
    const result = await acceptInvitation(token);
    if (result.ok) {
      // A new session (now a company account in a team): every answer about the account is read again,
      // also one no page shows now (the employer start page, where a company's sign-up lands first,
      // cached "no company": the console would open on it and send the new member away).
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['ownCompany'], refetchType: 'all' });
      void navigate(pathFor('companyConsole', locale));
      return;
    }
    setPending(false);
    setRefusal(acceptRefusal(result.code));
  };

  return (
    <>
      <p>{t('invitation.ready', { company })}</p>
      {refusal ? <p role="alert">{t(`invitation.refused.${refusal}`, { email: '', account: '' })}</p> : null}
      <Button pending={pending} className="rk-team__action" onClick={() => void accept()}>
        {t('invitation.accept')}
      </Button>
    </>
  );
}
