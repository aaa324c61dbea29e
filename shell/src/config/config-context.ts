import { createContext, useContext } from 'react';
import type { PublicConfig } from './public-config';

/** Safe defaults (every optional switch off) for tests and anything rendered without a served config. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  hosts: { cs: 'localhost:3000', en: 'en.localhost:3000' },
  robotsIndex: false,
  tagManagerId: null,
  statisticsScriptUrl: null,
  adScriptUrl: null,
  externalHosts: [],
  buildPollMs: 60_000,
  status: 200,
};

export const ConfigContext = createContext<PublicConfig>(DEFAULT_PUBLIC_CONFIG);
export const usePublicConfig = () => useContext(ConfigContext);
