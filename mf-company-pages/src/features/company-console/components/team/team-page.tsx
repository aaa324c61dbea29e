import { Button, Input, toast, TOAST_DURATION_MS, type LocaleCode, type RemotePageProps, type SessionUser } from '@raketa/shared';
import { checkInvitationRequest, INVITATION_DAYS, type Team } from '@raketa/shared/contracts';
import { Dialog } from '@raketa/shared/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEndDate } from '../../../../lib/format';
import { consoleTeamKey, invite, removeMember, useTeam, withdrawInvitation, type TeamChange } from '../../api/console-team';
import { emailFieldError, teamErrorMessage, teamView } from '../../lib/team/team-rules';
import { ConsoleFrame } from '../console-frame';
import './team.css';

/** The console's team (`companyConsoleTeam`): members and open invitations; the owner invites, withdraws and removes. */
export function ConsoleTeamPage({ locale }: RemotePageProps) {
  return <ConsoleFrame locale={locale}>{(_company, user) => <TeamSection user={user} locale={locale} />}</ConsoleFrame>;
}

function TeamSection({ user, locale }: { user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const team = useTeam(user.id);
  return (
    <section className="rk-console__page rk-team" aria-labelledby="rk-team-title">
      <h1 id="rk-team-title">{t('console.team.title')}</h1>
      {team.isPending ? <p role="status">{t('console.team.loading')}</p> : null}
      {team.isError ? (
        <div>
          <p role="alert">{t('console.team.failed')}</p>
          <Button onClick={() => void team.refetch()}>{t('console.retry')}</Button>
        </div>
      ) : null}
      {team.data ? <TeamContent team={team.data} user={user} locale={locale} /> : null}
    </section>
  );
}

function useTeamChange(userId: number) {
  const { t } = useTranslation('companyPages');
  const queryClient = useQueryClient();
  return async <T,>(result: TeamChange<T>, done: string) => {
    if (result.ok) {
      toast({ variant: 'success', title: t(`console.team.done.${done}`), duration: TOAST_DURATION_MS });
    } else {
      const { key, values } = teamErrorMessage(result);
      toast({ variant: 'destructive', title: t(`console.team.errors.${key}`, values ?? {}) });
    }
    await queryClient.invalidateQueries({ queryKey: consoleTeamKey(userId) });
    return result.ok;
  };
}

function TeamContent({ team, user, locale }: { team: Team; user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const { isOwner, members } = teamView(team, user.id);
  const settle = useTeamChange(user.id);
  const [removing, setRemoving] = useState<{ userId: number; name: string } | null>(null);
  const [pending, setPending] = useState(false);

  const confirmRemove = async () => {
    if (!removing) return;
    setPending(true);
    await settle(await removeMember(removing.userId), 'remove');
    setPending(false);
    setRemoving(null);
  };

  return (
    <>
      <p className="rk-console__lead">{t(isOwner ? 'console.team.leadOwner' : 'console.team.leadMember')}</p>
      <h2>{t('console.team.members')}</h2>
      <ul className="rk-team__list" aria-label={t('console.team.members')}>
        {members.map((member) => (
          <li key={member.userId} className="rk-team__item" data-testid="team-member">
            <div className="rk-team__who">
              <p className="rk-team__name">
                {member.name}
                {member.role === 'owner' ? <span className="rk-team__badge">{t('console.team.owner')}</span> : null}
                {member.userId === user.id ? <span className="rk-team__you">{t('console.team.you')}</span> : null}
              </p>
              <p className="rk-team__email">{member.email}</p>
            </div>
            {isOwner && member.role !== 'owner' ? (
              <Button variant="secondary" className="rk-team__action" onClick={() => setRemoving({ userId: member.userId, name: member.name })}>
                {t('console.team.remove')}
                <span className="rk-team__sr-only"> {member.name}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <h2>{t('console.team.invitations')}</h2>
      {team.invitations.length === 0 ? <p>{t('console.team.noInvitations')}</p> : null}
      {team.invitations.length > 0 ? (
        <ul className="rk-team__list" aria-label={t('console.team.invitations')}>
          {team.invitations.map((invitation) => (
            <li key={invitation.id} className="rk-team__item" data-testid="team-invitation" data-state={invitation.state}>
              <div className="rk-team__who">
                <p className="rk-team__name">{invitation.email}</p>
                <p className="rk-team__email">
                  {invitation.state === 'expired'
                    ? t('console.team.expired', { date: formatEndDate(invitation.expiresAt, locale) })
                    : t('console.team.validUntil', { date: formatEndDate(invitation.expiresAt, locale) })}
                </p>
              </div>
              {isOwner ? (
                <Button
                  variant="secondary"
                  className="rk-team__action"
                  onClick={async () => void (await settle(await withdrawInvitation(invitation.id), 'withdraw'))}
                >
                  {t('console.team.withdraw')}
                  <span className="rk-team__sr-only"> {invitation.email}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {isOwner ? <InviteForm userId={user.id} /> : <p className="rk-console__hint">{t('console.team.memberHint')}</p>}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} title={t('console.team.removeTitle')}>
        <div className="rk-team__dialog">
          <p>{t('console.team.removeText', { name: removing?.name ?? '' })}</p>
          <div className="rk-team__dialog-actions">
            <Button variant="secondary" className="rk-team__action" onClick={() => setRemoving(null)}>
              {t('console.team.cancel')}
            </Button>
            <Button className="rk-team__action" pending={pending} onClick={() => void confirmRemove()}>
              {t('console.team.removeConfirm')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

function InviteForm({ userId }: { userId: number }) {
  const { t } = useTranslation('companyPages');
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    // The contract's own check first: the same rules the API applies, without a round trip.
    const checked = checkInvitationRequest({ email });
    if (!checked.ok) {
      setFieldError(emailFieldError(checked.errors.map((error) => ({ field: error.field, code: error.code }))));
      return;
    }
    setFieldError(null);
    setPending(true);
    const result = await invite(checked.value.email);
    setPending(false);
    if (result.ok) {
      setEmail('');
      toast({ variant: 'success', title: t('console.team.done.invite', { email: checked.value.email }), duration: TOAST_DURATION_MS });
      await queryClient.invalidateQueries({ queryKey: consoleTeamKey(userId) });
      return;
    }
    if (result.code === 'validation_failed') {
      setFieldError(emailFieldError(result.errors));
      return;
    }
    const { key, values } = teamErrorMessage(result);
    setFormError(t(`console.team.errors.${key}`, values ?? {}));
  };

  return (
    <form className="rk-team__invite" aria-labelledby="rk-team-invite" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id="rk-team-invite">{t('console.team.invite.title')}</h2>
      <p>{t('console.team.invite.text', { days: INVITATION_DAYS })}</p>
      <Input
        label={t('console.team.invite.email')}
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError ? t(`console.team.invite.errors.${fieldError}`) : undefined}
      />
      {formError ? (
        <p className="rk-field__error" role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" pending={pending} className="rk-team__action">
        {t('console.team.invite.submit')}
      </Button>
    </form>
  );
}
