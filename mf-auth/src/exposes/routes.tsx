import { registerReactInstance, RoutePlaceholder, useMessages, type RemotePageProps } from '@raketa/shared';
import * as React from 'react';
import { AUTH_MESSAGES } from '../config/messages-source';
import { AuthEntryPage, type AuthEntryRoute } from '../features/auth-pages/components/auth-entry-page';
import { JobAlertsPage } from '../features/job-alerts/components/job-alerts-page';
import { NewsletterSettingsPage } from '../features/newsletter-settings/components/newsletter-settings-page';
import { OnboardingPage } from '../features/profile/components/onboarding-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { ResetPasswordPage } from '../features/reset-password/components/reset-password-page';
import { TwoFactorSettings } from '../features/two-factor-settings';
import '../styles.css';

registerReactInstance(React);

/** The contract version this remote was built against; the shell refuses the module when it differs from its own. */
export const contractVersion = typeof __RAKETA_CONTRACT_VERSION__ === 'number' ? __RAKETA_CONTRACT_VERSION__ : undefined;

const ENTRY_ROUTES: readonly string[] = ['login', 'register', 'logout', 'twoFactor'] satisfies AuthEntryRoute[];

/** The auth remote's pages; those not built yet show the placeholder. */
export default function AuthRoutes({ routeId, locale }: RemotePageProps) {
  useMessages(AUTH_MESSAGES, locale);
  if (ENTRY_ROUTES.includes(routeId)) return <AuthEntryPage route={routeId as AuthEntryRoute} locale={locale} />;
  if (routeId === 'resetPassword') return <ResetPasswordPage locale={locale} />;
  if (routeId === 'newsletterSettings') return <NewsletterSettingsPage locale={locale} />;
  if (routeId === 'jobAlerts') return <JobAlertsPage locale={locale} />;
  if (routeId === 'profile') return <ProfilePage locale={locale} twoFactorSettings={<TwoFactorSettings />} />;
  if (routeId === 'onboarding') return <OnboardingPage locale={locale} />;
  if (routeId === 'onboardingInjectionKeys') return <OnboardingPage locale={locale} injection />;
  return <RoutePlaceholder routeId={routeId} />;
}
