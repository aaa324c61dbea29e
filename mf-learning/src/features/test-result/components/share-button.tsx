import { Button, Icon, toast } from '@raketa/shared';
import { useTranslation } from 'react-i18next';

/**
 * Shares the result's public link (`path` on this site): the system share sheet where there is one
 * (phones), else the URL goes to the clipboard and a toast says so.
 */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation('learning');
  const share = async () => {
    const url = `${window.location.origin}${path}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closing the share sheet rejects; nothing to tell.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ variant: 'success', title: t('tests.result.linkCopied') });
    } catch {
      toast({ variant: 'destructive', title: t('tests.result.linkNotCopied'), description: url });
    }
  };
  return (
    <Button variant="secondary" onClick={() => void share()}>
      <Icon name="share" />
      <span>{t('tests.result.share')}</span>
    </Button>
  );
}
