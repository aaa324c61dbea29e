import { Button, Icon, Link, Pagination, pathFor, useLocation, usePageTitle, type LocaleCode, type RouteId } from '@raketa/shared';
import type { Episode } from '@raketa/shared/learning';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EPISODES_PER_PAGE, useEpisodes } from '../api/get-episodes';
import '../../../lib/learning-lib.css';
import '../startuptalk.css';

/** The API's highest page (api: MAX_PAGE); anything else in `?page=` means the first page. */
const MAX_PAGE = 10_000;

export function pageOf(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  const page = raw && /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** `2025-01-14` as the page's language writes dates ("14. ledna 2025", "January 14, 2025"). */
export function formatEpisodeDate(publishedOn: string, locale: LocaleCode): string {
  const date = new Date(`${publishedOn}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return publishedOn;
  return new Intl.DateTimeFormat(locale === 'cs' ? 'cs-CZ' : 'en', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Only an https address is linked (the API guarantees it; this page does not rely on that). */
function listenHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password ? parsed.href : null;
  } catch {
    return null;
  }
}

/** `/startuptalk`: the StartupTalk podcast's episodes, newest first, 20 a page. */
export function StartupTalkPage({ routeId, locale }: { routeId: RouteId; locale: LocaleCode }) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning.talk' });
  const { t: tl } = useTranslation('learning', { keyPrefix: 'learning' });
  const { search, pathname } = useLocation();
  const page = pageOf(search);
  const episodes = useEpisodes(page);
  const top = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  usePageTitle(page > 1 ? t('titlePage', { page }) : t('title'));

  // Another page of the list starts at its top (not on arrival: the browser decides that).
  useEffect(() => {
    if (page === shownPage.current) return;
    shownPage.current = page;
    try {
      window.scrollTo({ top: 0 });
    } catch {
      // Not every environment scrolls (tests).
    }
    top.current?.focus({ preventScroll: true });
  }, [page]);

  const members = episodes.data?.['hydra:member'] ?? [];
  const totalPages = Math.ceil((episodes.data?.['hydra:totalItems'] ?? 0) / EPISODES_PER_PAGE);

  return (
    <section className="rk-talk" data-page={routeId} aria-busy={episodes.isFetching || undefined}>
      <header className="rk-talk__head">
        <h1 ref={top} tabIndex={-1}>
          {t('title')}
        </h1>
        <p className="rk-talk__lead">{t('lead')}</p>
        <p className="rk-talk__more">
          <Link to={pathFor('futures', locale)}>{t('toCourses')}</Link>
        </p>
      </header>

      {episodes.isPending ? <p role="status">{t('loading')}</p> : null}
      {episodes.isError && !episodes.data ? (
        <div role="alert" className="rk-learning-problem">
          <p>{t('error')}</p>
          <Button variant="secondary" onClick={() => void episodes.refetch()}>
            {tl('retry')}
          </Button>
        </div>
      ) : null}
      {episodes.data && members.length === 0 ? (
        <div className="rk-learning-empty">
          <p>{page > 1 && totalPages > 0 ? t('beyond') : t('empty')}</p>
          {page > 1 && totalPages > 0 ? <Link to={pathname}>{t('firstPage')}</Link> : null}
        </div>
      ) : null}

      {members.length ? (
        <ol className="rk-talk__list">
          {members.map((episode) => (
            <li key={episode.slug}>
              <EpisodeCard episode={episode} locale={locale} />
            </li>
          ))}
        </ol>
      ) : null}
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)} label={tl('pagination.label')} />
    </section>
  );
}

function EpisodeCard({ episode, locale }: { episode: Episode; locale: LocaleCode }) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning.talk' });
  const href = listenHref(episode.url);
  const title = episode.title[locale];
  return (
    <article className="rk-episode" data-testid="episode">
      <h2 className="rk-episode__title">{title}</h2>
      <p className="rk-episode__meta">
        <span>{t('guest', { guest: episode.guest })}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={episode.publishedOn}>{formatEpisodeDate(episode.publishedOn, locale)}</time>
      </p>
      <p className="rk-episode__summary">{episode.summary[locale]}</p>
      {href ? (
        // A plain link: the shell's external-navigation allowlist decides whether it may be followed.
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('listenLabel', { title })}
          className="rk-button rk-button--secondary rk-episode__listen"
        >
          <Icon name="externalLink" size={18} />
          {t('listen')}
        </a>
      ) : null}
    </article>
  );
}
