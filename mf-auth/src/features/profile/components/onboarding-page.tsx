import { Button, pathFor, SignedInOnly, useLocation, type LocaleCode } from '@raketa/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../api/profile';
import { flowOfKeys, FULL_FLOW } from '../lib/onboarding-steps';
import { OnboardingSteps } from './onboarding-steps';
import '../onboarding.css';

/**
 * /onboarding (every step, resumable) and /onboarding/injectionKeys (`injection`: only the
 * steps of `?keys=`), for signed-in users; the query string stays as it came.
 */
export function OnboardingPage({ locale, injection = false }: { locale: LocaleCode; injection?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <SignedInOnly locale={locale} title={t('profile.signedOut.title')} text={t('profile.signedOut.text')}>
      {() => <OnboardingContent locale={locale} injection={injection} />}
    </SignedInOnly>
  );
}

function OnboardingContent({ locale, injection }: { locale: LocaleCode; injection: boolean }) {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const flow = useMemo(() => (injection ? flowOfKeys(search) : FULL_FLOW), [injection, search]);
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <section className="rk-onboarding" aria-busy="true">
        <p>{t('profile.loading')}</p>
      </section>
    );
  }
  if (profile.isError) {
    return (
      <section className="rk-onboarding">
        <p role="alert">{t('profile.loadFailed')}</p>
        <Button onClick={() => void profile.refetch()}>{t('profile.retry')}</Button>
      </section>
    );
  }
  return <OnboardingSteps profile={profile.data} flow={flow} locale={locale} profilePath={pathFor('profile', locale)} />;
}
