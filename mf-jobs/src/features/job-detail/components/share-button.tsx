import { Button, Icon, pathFor, toast, type LocaleCode } from '@raketa/shared';
import type { JobDetail } from '@raketa/shared/jobs';
import { useTranslation } from 'react-i18next';

/**
 * Shares the job's canonical URL: the system share sheet where there is one (phones), else the
 * URL goes to the clipboard and a toast says so.
 */
export function ShareButton({ job, locale }: { job: Pick<JobDetail, 'id' | 'slug' | 'title'>; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  const share = async () => {
    const url = `${window.location.origin}${pathFor('jobDetail', locale, { id: String(job.id), slug: job.slug })}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: job.title, url });
      } catch {
        // Closing the share sheet rejects; nothing to tell.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ variant: 'success', title: t('detail.linkCopied') });
    } catch {
      toast({ variant: 'destructive', title: t('detail.linkNotCopied'), description: url });
    }
  };
  return (
    <Button variant="secondary" onClick={() => void share()} className="rk-share">
      <Icon name="share" />
      <span>{t('detail.share')}</span>
    </Button>
  );
}
