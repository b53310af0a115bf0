import { Button, Classes, Drawer, NonIdealState } from '@blueprintjs/core';
import { Cross, Notifications } from '@blueprintjs/icons';
import { messages } from '@/i18n';
import { notices } from '@/i18n/notices-messages';
import type { Notice } from '../types';
import { noticeAge, noticeText, noticeTime } from './notice-text';

const TITLE_ID = 'app-notices-title';

/** Props of {@link NoticesDrawer}. */
export interface NoticesDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  /** The recent notices, newest first. */
  list: readonly Notice[];
  /** The ids to mark unread: those unread when the drawer opened, though they are being marked read. */
  unread: ReadonlySet<string>;
  /** The phone layout: the drawer takes the whole width. @default false */
  phone?: boolean;
}

/** The recent notices, newest first, the unread ones marked, in a drawer from the right. */
export function NoticesDrawer({ isOpen, onClose, list, unread, phone = false }: NoticesDrawerProps) {
  const now = Date.now();
  return (
    <Drawer isOpen={isOpen} onClose={onClose} size={phone ? '100%' : 360} className="app-notices-drawer">
      {/* Blueprint's drawer is no dialog to assistive technology and names its close button in English. */}
      <section role="dialog" aria-modal="true" aria-labelledby={TITLE_ID} className="app-notices">
        <header className={Classes.DRAWER_HEADER}>
          <h2 id={TITLE_ID} className={`${Classes.HEADING} app-notices__title`}>
            {notices.title}
          </h2>
          <Button variant="minimal" icon={<Cross />} aria-label={messages.a11y.close} onClick={onClose} />
        </header>
        {list.length === 0 ? (
          <NonIdealState icon={<Notifications size={48} />} title={notices.empty} />
        ) : (
          <ul className="app-notices__list">
            {list.map((notice) => (
              <li key={notice.id} className={unread.has(notice.id) ? 'app-notice app-notice--unread' : 'app-notice'}>
                <span className="app-notice__text">{noticeText(notice)}</span>
                <span className={`${Classes.TEXT_MUTED} app-notice__meta`}>
                  <time dateTime={notice.at} title={noticeTime(notice.at)}>
                    {noticeAge(notice.at, now)}
                  </time>
                  {unread.has(notice.id) && <span className="app-notice__unread">{notices.unread}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Drawer>
  );
}
