import { api, Button } from '@raketa/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The name the API gives the archive (`filename="raketa-data-2026-11-26.zip"`), or a plain one. */
export function archiveFileName(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'raketa-data.zip';
}

type State = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'done'; fileName: string } | { kind: 'failed'; tooMany: boolean };

/** Hands the archive to the browser as a download under its own name. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  // Clicked detached: in the page, the shell's link guard would stop a blob: address as unsafe.
  link.click();
  // Revoked later: the browser may still be reading it when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * "Download my data" (api/AUTH.md, "Data export"): the whole archive is fetched first, so a refusal
 * (too many exports this hour) is said on the page instead of saved as a file.
 */
export function DataExport() {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const download = async () => {
    setState({ kind: 'preparing' });
    try {
      // No retry (a 429 says to wait an hour) and time for a large archive of CVs.
      const response = await api.languageApi.get('api/me/export', { retry: 0, timeout: 120_000, throwHttpErrors: false, cache: 'no-store' });
      if (!response.ok) {
        setState({ kind: 'failed', tooMany: response.status === 429 });
        return;
      }
      const fileName = archiveFileName(response.headers.get('content-disposition'));
      save(await response.blob(), fileName);
      setState({ kind: 'done', fileName });
    } catch {
      setState({ kind: 'failed', tooMany: false });
    }
  };

  return (
    <>
      <p>{t('profile.dataExport.text')}</p>
      <Button
        variant="secondary"
        className="rk-profile__export"
        onClick={() => void download()}
        disabled={state.kind === 'preparing'}
        aria-describedby="rk-data-export-status"
      >
        {state.kind === 'preparing' ? t('profile.dataExport.preparing') : t('profile.dataExport.button')}
      </Button>
      <p id="rk-data-export-status" role="status">
        {state.kind === 'done' ? t('profile.dataExport.done', { file: state.fileName }) : null}
      </p>
      {state.kind === 'failed' ? <p role="alert">{state.tooMany ? t('profile.dataExport.tooMany') : t('profile.dataExport.failed')}</p> : null}
    </>
  );
}
