import type { LocaleCode } from '@raketa/shared';
import { createContext, useContext } from 'react';

/** What the dialogs need from the page around them; tests pass their own `assign`. */
export interface AuthEnvironment {
  locale: LocaleCode;
  employerStartupAddUrl: string;
  /** A full page load of `url` (an external page, or one whose session changed). */
  assign: (url: string) => void;
}

export const AuthEnvironmentContext = createContext<AuthEnvironment | null>(null);

export function useAuthEnvironment(): AuthEnvironment {
  const environment = useContext(AuthEnvironmentContext);
  if (!environment) throw new Error('useAuthEnvironment outside <AuthEnvironmentContext>');
  return environment;
}
