import type { LocaleCode } from '@raketa/shared';
import { createContext, useContext } from 'react';

export interface Site {
  locale: LocaleCode;
  hosts: Record<LocaleCode, string>;
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside <SiteContext>');
  return site;
}
