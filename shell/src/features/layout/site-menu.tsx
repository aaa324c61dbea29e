import { Dialog } from '@raketa/shared/widgets';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The phone header's menu: the site's links, the account and the language switch in a dialog from
 * the UI kit (focus trap, Escape, backdrop; focus goes back to the menu button). Its own chunk, so
 * Headless UI loads when the menu is first wanted, not with every first view.
 */
export default function SiteMenu({ id, open, onClose, children }: { id: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Dialog open={open} onClose={onClose} title={t('nav.menu')} id={id} className="rk-site-menu">
      <button type="button" className="rk-site-menu__close" onClick={onClose}>
        {t('nav.close')}
      </button>
      <div className="rk-site-menu__body">{children}</div>
    </Dialog>
  );
}
