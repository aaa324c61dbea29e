import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shellContractVersion, type ServedBuildInfo } from '../../lib/build-info';
import { useBuilds } from './get-builds';

type Field = 'manifest' | 'version' | 'buildId' | 'release' | 'contract' | 'builtAt' | 'label';
const FIELDS: Field[] = ['manifest', 'version', 'buildId', 'release', 'contract', 'builtAt', 'label'];

function BuildRow({ app, manifest, build, isShell }: { app: string; manifest: ReactNode; build: ServedBuildInfo | null; isShell: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const cells: Record<Field, ReactNode> = build
    ? {
        manifest,
        version: build.version,
        buildId: <code>{build.buildId}</code>,
        release: isShell ? t('aboutBuild.notApplicable') : build.releaseId ? <code>{build.releaseId}</code> : t('aboutBuild.baseBuild'),
        contract: build.contractVersion ?? t('aboutBuild.none'),
        builtAt: build.builtAt ? <time dateTime={build.builtAt}>{new Date(build.builtAt).toLocaleString(i18n.language)}</time> : t('aboutBuild.none'),
        label: build.releaseLabel ?? t('aboutBuild.none'),
      }
    : { manifest, version: t('aboutBuild.unavailable'), buildId: '', release: '', contract: '', builtAt: '', label: '' };
  return (
    <tr data-testid="about-build-row" data-app={app}>
      <th scope="row">
        <code>{app}</code>
      </th>
      {FIELDS.map((field) => (
        <td key={field} data-field={field}>
          {cells[field]}
        </td>
      ))}
    </tr>
  );
}

/** The internal /about-build page: what the site serves now, for operators (issue 8). */
export function AboutBuildPage() {
  const { t } = useTranslation('shell');
  const { t: tShared } = useTranslation('shared');
  const { data, isPending, isError, refetch, isFetching } = useBuilds();
  return (
    <section className="rk-about-build" data-testid="about-build-page">
      <h1>{tShared('routes.aboutBuild')}</h1>
      <p>{t('aboutBuild.intro')}</p>
      <p data-testid="about-build-contract">{t('aboutBuild.supportedContract', { version: shellContractVersion() })}</p>
      {isPending ? (
        <p role="status">{t('aboutBuild.loading')}</p>
      ) : isError ? (
        <p role="alert">{t('aboutBuild.failed')}</p>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than the screen.
        <div className="rk-about-build__scroll" role="region" aria-label={t('aboutBuild.caption')} tabIndex={0}>
          <table className="rk-about-build__table">
            <caption>{t('aboutBuild.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('aboutBuild.columns.app')}</th>
                {FIELDS.map((field) => (
                  <th key={field} scope="col">
                    {t(`aboutBuild.columns.${field}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <BuildRow app="shell" manifest={t('aboutBuild.notApplicable')} build={data.shell} isShell />
              {data.remotes.map((remote) => (
                <BuildRow key={remote.name} app={remote.name} manifest={<code>{remote.manifestUrl}</code>} build={remote.build} isShell={false} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <button type="button" className="rk-button" onClick={() => void refetch()} disabled={isFetching}>
        {t('aboutBuild.refresh')}
      </button>
    </section>
  );
}
