import type { AuthDialogsProps } from '@raketa/shared';
import { useMemo } from 'react';
import { defaultEmployerStartupAddUrl } from '../../../config/auth-config';
import { AuthEnvironmentContext, type AuthEnvironment } from '../hooks/auth-environment';
import { AuthDialogs } from './auth-dialogs';

const assignLocation = (url: string) => window.location.assign(url);

/** The dialogs with their environment; `assign` is replaceable for tests (jsdom cannot navigate). */
export function AuthDialogsRoot({ locale, employerStartupAddUrl, assign = assignLocation }: AuthDialogsProps & { assign?: (url: string) => void }) {
  const environment = useMemo<AuthEnvironment>(
    () => ({ locale, employerStartupAddUrl: employerStartupAddUrl ?? defaultEmployerStartupAddUrl(locale), assign }),
    [locale, employerStartupAddUrl, assign],
  );
  return (
    <AuthEnvironmentContext.Provider value={environment}>
      <AuthDialogs />
    </AuthEnvironmentContext.Provider>
  );
}
