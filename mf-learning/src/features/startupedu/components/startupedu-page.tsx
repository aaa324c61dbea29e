import { useLocation, usePageTitle, type LocaleCode, type RouteId } from '@raketa/shared';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pushClick, pushImpression } from '../lib/experiment-events';
import { resolveVariant, type Variant } from '../lib/variant';
import { LandingA } from './landing-a';
import { LandingB } from './landing-b';
import { LearningTopBar } from './learning-top-bar';
import '../../../lib/learning-lib.css';
import '../startupedu.css';

/**
 * `/startupedu`: the StartupEDU landing in the visitor's sticky A/B variant (lib/variant.ts).
 * Canonical URL: the shell sets every page's canonical to its own address and offers pages no
 * way to change it, so `/startupedu2` stays its own canonical (reported to the lead).
 */
export function StartupEduPage({ routeId, locale }: { routeId: RouteId; locale: LocaleCode }) {
  const { search } = useLocation();
  const variant = useMemo(() => resolveVariant(search), [search]);
  return <Landing variant={variant} locale={locale} routeId={routeId} />;
}

/** `/startupedu2`: always variant B (direct links for campaigns and QA); the sticky variant is left alone. */
export function StartupEdu2Page({ routeId, locale }: { routeId: RouteId; locale: LocaleCode }) {
  return <Landing variant="b" locale={locale} routeId={routeId} />;
}

function Landing({ variant, locale, routeId }: { variant: Variant; locale: LocaleCode; routeId: RouteId }) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning.landing' });
  usePageTitle(t(`${variant}.title`));

  // One impression per page view and variant (StrictMode runs effects twice; the ref survives).
  const counted = useRef<Variant | null>(null);
  useEffect(() => {
    if (counted.current === variant) return;
    counted.current = variant;
    pushImpression(variant);
  }, [variant]);

  const track = (target: string) => pushClick(variant, target);
  return (
    <div className="rk-edu" data-page={routeId} data-variant={variant}>
      <LearningTopBar locale={locale} onNavigate={(target) => track(`nav:${target}`)} />
      <div className="rk-edu__content">
        {variant === 'a' ? <LandingA locale={locale} track={track} /> : <LandingB locale={locale} track={track} />}
      </div>
    </div>
  );
}
