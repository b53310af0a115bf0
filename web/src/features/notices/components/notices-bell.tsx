import { Button, Tooltip } from '@blueprintjs/core';
import { Notifications } from '@blueprintjs/icons';
import { useEffect, useRef, useState } from 'react';
import { usePhoneLayout } from '@/features/layout';
import { notices } from '@/i18n/notices-messages';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { noticesOpened, selectNotices } from '../slice';
import { noticeText } from './notice-text';
import { NoticesDrawer } from './notices-drawer';
import './notices-bell.css';

/** The most a badge counts; more shows as `99+`. */
const MAX_COUNTED = 99;

/**
 * The newest notice's text once a notice arrives after the bell first showed, for the polite live
 * region: the list the bell starts with is no news.
 */
function useArrivalAnnouncement(newest: string | undefined, text: string): string {
  const first = useRef(newest);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (newest !== first.current) setAnnounced(text);
  }, [newest, text]);
  return announced;
}

/**
 * The header's bell: its name and badge tell the unread count, it opens the drawer of recent
 * notices (marking them read), and a polite live region announces each notice that arrives.
 */
export function NoticesBellButton() {
  const dispatch = useAppDispatch();
  const phone = usePhoneLayout();
  const { list, unread } = useAppSelector(selectNotices);
  const [open, setOpen] = useState(false);
  const [unreadAtOpening, setUnreadAtOpening] = useState<ReadonlySet<string>>(new Set());
  const announced = useArrivalAnnouncement(list[0]?.id, list[0] ? noticeText(list[0]) : '');
  const name = unread > 0 ? notices.titleUnread(unread) : notices.title;
  const openDrawer = () => {
    setUnreadAtOpening(new Set(list.filter(({ read }) => !read).map(({ id }) => id)));
    setOpen(true);
    dispatch(noticesOpened());
  };
  return (
    <>
      <Tooltip content={notices.title} placement="bottom" disabled={phone}>
        <Button
          variant="minimal"
          icon={<Notifications />}
          aria-label={name}
          aria-haspopup="dialog"
          className="app-notices-bell"
          onClick={openDrawer}
        >
          {unread > 0 && (
            <span className="app-notices-bell__count" aria-hidden="true">
              {unread > MAX_COUNTED ? `${MAX_COUNTED}+` : unread}
            </span>
          )}
        </Button>
      </Tooltip>
      <div role="status" className="app-visually-hidden">
        {announced}
      </div>
      <NoticesDrawer
        isOpen={open}
        onClose={() => setOpen(false)}
        list={list}
        unread={new Set([...unreadAtOpening, ...list.filter(({ read }) => !read).map(({ id }) => id)])}
        phone={phone}
      />
    </>
  );
}
