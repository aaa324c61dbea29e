import { dataLayer } from '@raketa/shared';
import type { PublicConfig } from '../../config/public-config';

type LoaderFlags = Pick<PublicConfig, 'tagManagerId' | 'statisticsScriptUrl' | 'adScriptUrl'>;

function addScript(src: string, name: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.rkLoader = name;
  document.head.append(script);
}

/**
 * Loads the tag manager, statistics and ad scripts, each only when its config flag
 * is set (all off by default: no third-party script runs unless a deployment asks).
 */
export function loadThirdPartyScripts(flags: LoaderFlags): void {
  if (flags.tagManagerId) {
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(flags.tagManagerId)}`, 'tag-manager');
  }
  if (flags.statisticsScriptUrl) addScript(flags.statisticsScriptUrl, 'statistics');
  if (flags.adScriptUrl) addScript(flags.adScriptUrl, 'ads');
}
