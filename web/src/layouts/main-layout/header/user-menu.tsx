import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { UserAvatar } from '@/components/user-avatar/user-avatar';
import { screenLocked } from '@/features/lock-screen';
import { selectMenuRoutesByName } from '@/features/menu';
import type { UserInfo } from '@/features/profile';
import { messages } from '@/i18n';
import { lockScreen } from '@/i18n/layout-messages';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { chromePopover } from '../chrome-popover';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  user: UserInfo | null;
  /** Opens an in-app page by route name (UserCenter, UserSet). */
  onNavigate: (name: string) => void;
  onLogout: () => void;
}

/**
 * The user's items: 个人中心 and 个人设置 where the user's menu holds their routes (otherwise they
 * would lead nowhere), then 锁定屏幕 and 退出登录; in the dropdown and in the phone header's menu.
 */
export function UserMenuItems({ onNavigate, onLogout }: Omit<UserMenuProps, 'user'>) {
  const { userCenter, userSet, logout } = messages.header;
  const dispatch = useAppDispatch();
  const routesByName = useAppSelector(selectMenuRoutesByName);
  const pages = [
    { route: 'UserCenter', icon: 'id-number', text: userCenter },
    { route: 'UserSet', icon: 'settings', text: userSet },
  ] as const;
  const held = pages.filter((page) => routesByName.has(page.route));
  return (
    <>
      {held.map((page) => (
        <MenuItem key={page.route} icon={page.icon} text={page.text} onClick={() => onNavigate(page.route)} />
      ))}
      {held.length > 0 && <MenuDivider />}
      <MenuItem icon="lock" text={lockScreen.lock} onClick={() => dispatch(screenLocked())} />
      <MenuItem icon="log-out" text={logout} intent="danger" onClick={onLogout} />
    </>
  );
}

/** The user's name as the header shows it: the real name, else the user name. */
export const userDisplayName = (user: UserInfo | null): string => user?.realName || user?.userName || '';

/** The header's user dropdown: avatar and real name, then {@link UserMenuItems}. */
export function UserMenu({ user, onNavigate, onLogout }: UserMenuProps) {
  const name = userDisplayName(user);
  return (
    <PopoverNext
      {...chromePopover}
      placement="bottom-end"
      // Focus stays where the closing click landed (PopoverNext would pull it back to the button).
      shouldReturnFocusOnClose={false}
      content={
        <Menu>
          <UserMenuItems onNavigate={onNavigate} onLogout={onLogout} />
        </Menu>
      }
    >
      <Button
        variant="minimal"
        className="app-user-button"
        icon={<UserAvatar src={user?.avatar} />}
        endIcon="caret-down"
        aria-label={name}
      >
        {name}
      </Button>
    </PopoverNext>
  );
}
