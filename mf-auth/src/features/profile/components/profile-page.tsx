import { Button, Link, pathFor, SignedInOnly, type LocaleCode } from '@raketa/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../api/profile';
import { CvUpload } from './cv-upload';
import { DataExport } from './data-export';
import { DeleteAccount } from './delete-account';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { TestResultsSection } from './test-results-section';
import '../profile.css';

export interface ProfilePageProps {
  locale: LocaleCode;
  /** The two-factor settings, shown in the security section (another feature: composed by the route module). */
  twoFactorSettings?: ReactNode;
}

/** /profil, /profile: the candidate's profile and account settings (signed-in users only). */
export function ProfilePage(props: ProfilePageProps) {
  const { t } = useTranslation('auth');
  return (
    <SignedInOnly locale={props.locale} title={t('profile.signedOut.title')} text={t('profile.signedOut.text')}>
      {() => <ProfileContent {...props} />}
    </SignedInOnly>
  );
}

function ProfileContent({ locale, twoFactorSettings }: ProfilePageProps) {
  const { t } = useTranslation('auth');
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <section className="rk-auth-page" aria-busy="true">
        <p>{t('profile.loading')}</p>
      </section>
    );
  }
  if (profile.isError) {
    return (
      <section className="rk-auth-page">
        <p role="alert">{t('profile.loadFailed')}</p>
        <Button onClick={() => void profile.refetch()}>{t('profile.retry')}</Button>
      </section>
    );
  }
  const data = profile.data;
  return (
    <div className="rk-profile">
      <h1>{t('profile.title')}</h1>
      <p className="rk-profile__muted">{data.email}</p>
      <ProfileForm profile={data} />

      <section className="rk-profile__section" aria-labelledby="rk-profile-cv">
        <h2 id="rk-profile-cv">{t('profile.sections.cv')}</h2>
        <CvUpload cv={data.cv} />
      </section>

      <section className="rk-profile__section" aria-labelledby="rk-profile-test-results">
        <h2 id="rk-profile-test-results">{t('profile.sections.testResults')}</h2>
        <TestResultsSection locale={locale} />
      </section>

      <section className="rk-profile__section" aria-labelledby="rk-profile-security">
        <h2 id="rk-profile-security">{t('profile.sections.security')}</h2>
        <PasswordForm hasPassword={data.hasPassword} />
        {twoFactorSettings}
      </section>

      <section className="rk-profile__section" aria-labelledby="rk-profile-newsletter">
        <h2 id="rk-profile-newsletter">{t('profile.sections.newsletter')}</h2>
        <p>
          <Link to={pathFor('newsletterSettings', locale)}>{t('profile.newsletterLink')}</Link>
        </p>
      </section>

      <section className="rk-profile__section" aria-labelledby="rk-profile-data">
        <h2 id="rk-profile-data">{t('profile.sections.data')}</h2>
        <DataExport />
      </section>

      <section className="rk-profile__section rk-profile__danger" aria-labelledby="rk-profile-delete">
        <h2 id="rk-profile-delete">{t('profile.sections.delete')}</h2>
        <DeleteAccount profile={data} locale={locale} />
      </section>
    </div>
  );
}
