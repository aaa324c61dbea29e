import { Button, Icon, type LocaleCode } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { useToggleMark, useViewerMarks, type MarkKind, type Viewer } from '../api/viewer-marks';

const ICON = {
  savedJobs: { on: 'saved', off: 'bookmark' },
  followedCompanies: { on: 'following', off: 'follow' },
} as const;

interface MarkProps {
  kind: MarkKind;
  id: number;
  name: string;
  locale: LocaleCode;
}

/** Save/unsave a job or follow/unfollow a company; a visitor is asked to log in first. */
export function MarkButton(props: MarkProps) {
  const viewer = useViewerMarks();
  return <MarkToggle {...props} viewer={viewer} />;
}

/**
 * MarkButton with the viewer's marks from the caller: a list reads them once for all its cards,
 * instead of every card observing the session and the marks while the list hydrates.
 */
export function MarkToggle({ kind, id, name, locale, viewer }: MarkProps & { viewer: Viewer }) {
  const { t } = useTranslation('jobs');
  const { toggle, pending } = useToggleMark(kind, locale, viewer.signedIn);
  const on = viewer.marks[kind].includes(id);
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
