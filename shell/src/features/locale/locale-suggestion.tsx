import {
  Button,
  detectLocale,
  i18n,
  LOCALE_CODES,
  matchRoute,
  twinPathFor,
  safeDecodePath,
  useEventCallback,
  useLocation,
  type LocaleCode,
} from '@raketa/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { useSite } from '../../lib/site-context';
import { isCrawler } from '../../lib/crawler';
import { rememberLocale } from '../../lib/remember-locale';

/** Set when the visitor answered the suggestion in this tab, so it does not come back on every page. */
const ANSWERED_KEY = 'rk-locale-suggestion-answered';

export interface LocaleSuggestionDeps {
  /** Loads the shell's messages of another locale (the suggestion speaks the visitor's language). */
  loadLocaleMessages: (locale: LocaleCode) => Promise<void>;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return '';
  }
};

/**
 * Locale detection on first load (spec section 1). The site never switches language by
 * itself, because each language has its own domain and a shared link must open what it
 * shows. When the detected locale differs from the host's, a bar in the detected language
 * offers the same page on the other domain; either answer is remembered in the locale
 * cookie. Arriving from the other language's site (its language switch or an hreflang
 * link) counts as a choice of this language. Crawlers never see the bar.
 */
export function LocaleSuggestion(deps: LocaleSuggestionDeps) {
  return <>{useLocaleSuggestion(deps)}</>;
}

/**
 * The suggestion's state, kept by the caller (the router's root, across pages), and its bar to
 * render where the caller wants it in the tab order (the layout puts it after the skip link).
 */
export function useLocaleSuggestion({ loadLocaleMessages }: LocaleSuggestionDeps): ReactNode {
  const { locale, hosts } = useSite();
  const [suggested, setSuggested] = useState<LocaleCode | null>(null);

  // First load only (the callback is stable): later navigations keep the answer.
  const suggestOnFirstLoad = useEventCallback(() => {
    if (sessionStorage.getItem(ANSWERED_KEY)) return;
    const cameFrom = hostOf(document.referrer);
    const fromTwin = LOCALE_CODES.some((code) => code !== locale && hosts[code].toLowerCase() === cameFrom);
    const detected = fromTwin
      ? null
      : detectLocale({
          cookieHeader: document.cookie,
          browserLanguages: navigator.languages ?? [navigator.language],
          domainLocale: LOCALE_CODES.find((code) => hosts[code].toLowerCase() === window.location.host.toLowerCase()) ?? null,
          pathname: safeDecodePath(window.location.pathname),
        });
    if (!fromTwin && (!detected || detected.locale === locale)) return;
    // Asked only now that there is something to do: the crawler list is one long pattern, and
    // compiling it was a piece of a phone's first effects for every visitor.
    if (isCrawler()) return;
    if (fromTwin) {
      rememberLocale(locale);
      return;
    }
    if (!detected) return;
    let live = true;
    void loadLocaleMessages(detected.locale).then(
      () => live && setSuggested(detected.locale),
      () => undefined,
    );
    return () => {
      live = false;
    };
  });
  useEffect(() => suggestOnFirstLoad(), [suggestOnFirstLoad]);

  return suggested ? <LocaleSuggestionBar suggested={suggested} onStay={() => setSuggested(null)} /> : null;
}

function LocaleSuggestionBar({ suggested, onStay }: { suggested: LocaleCode; onStay: () => void }) {
  const { locale, hosts } = useSite();
  const { pathname, search } = useLocation();
  const t = i18n.getFixedT(suggested, 'shell');
  const match = matchRoute(safeDecodePath(pathname), locale);
  const twin = `//${hosts[suggested]}${match ? twinPathFor(match, suggested) : '/'}${search}`;
  const answer = (stored: LocaleCode) => {
    sessionStorage.setItem(ANSWERED_KEY, '1');
    rememberLocale(stored);
  };
  return (
    <aside className="rk-locale-suggestion" lang={suggested} data-testid="locale-suggestion" aria-label={t('localeSuggestion.label')}>
      <p>{t('localeSuggestion.text')}</p>
      <a className="rk-button rk-button--primary" href={twin} hrefLang={suggested} onClick={() => answer(suggested)}>
        {t('localeSuggestion.switch')}
      </a>
      <Button
        variant="secondary"
        onClick={() => {
          answer(locale);
          onStay();
        }}
      >
        {t('localeSuggestion.stay')}
      </Button>
    </aside>
  );
}
