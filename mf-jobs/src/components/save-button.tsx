import { Button, Icon, type LocaleCode } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { useToggleSaved, useSavedJobs, type SavedKind, type SavedJobs } from '../api/saved-jobs';

const ICON = {
  savedJobs: { on: 'saved', off: 'bookmark' },
  followedCompanies: { on: 'following', off: 'follow' },
} as const;

interface SaveProps {
  kind: SavedKind;
  id: number;
  name: string;
  locale: LocaleCode;
}

/** Save/unsave a job or follow/unfollow a company; a visitor is asked to log in first. */
export function SaveButton(props: SaveProps) {
  const saved = useSavedJobs();
  return <SaveToggle {...props} saved={saved} />;
}

/**
 * SaveButton with the saved ids from the caller: a list reads them once for all its cards,
 * instead of every card observing the session and the saved ids while the list hydrates.
 */
export function SaveToggle({ kind, id, name, locale, saved }: SaveProps & { saved: SavedJobs }) {
  const { t } = useTranslation('jobs');
  const { toggle, pending } = useToggleSaved(kind, locale, saved.signedIn);
  const on = saved.ids[kind].includes(id);
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
      {/* Both words in one cell, the other one hidden: the button is as wide in either state, so the
          viewer's marks arriving after the page (a signed-in list) move nothing around it. */}
      <span className="rk-mark__label">
        <span>{t(on ? texts.on : texts.off)}</span>
        <span className="rk-mark__spacer" aria-hidden="true">
          {t(on ? texts.off : texts.on)}
        </span>
      </span>
    </Button>
  );
}
