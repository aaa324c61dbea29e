import { Button, Icon, type LocaleCode } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { useToggleMark, useViewerMarks, type MarkKind } from '../api/viewer-marks';

const ICON = {
  savedJobs: { on: 'saved', off: 'bookmark' },
  followedCompanies: { on: 'following', off: 'follow' },
} as const;

/** Save/unsave a job or follow/unfollow a company; a visitor is asked to log in first. */
export function MarkButton({ kind, id, name, locale }: { kind: MarkKind; id: number; name: string; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  const { marks } = useViewerMarks();
  const { toggle, pending } = useToggleMark(kind, locale);
  const on = marks[kind].includes(id);
  const texts = kind === 'savedJobs' ? { on: 'marks.unsave', off: 'marks.save' } : { on: 'marks.unfollow', off: 'marks.follow' };
  return (
    <Button
      type="button"
      variant="secondary"
      aria-pressed={on}
      aria-label={t(on ? `${texts.on}Named` : `${texts.off}Named`, { name })}
      disabled={pending}
      onClick={() => toggle(id, !on)}
      className="rk-mark"
    >
      <Icon name={ICON[kind][on ? 'on' : 'off']} />
      <span>{t(on ? texts.on : texts.off)}</span>
    </Button>
  );
}
