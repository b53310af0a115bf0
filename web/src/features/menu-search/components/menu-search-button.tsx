import { Button, MenuItem, Tooltip } from '@blueprintjs/core';
import { useAppDispatch } from '@/lib/store';
import { menuSearch as texts } from '@/i18n/layout-messages';
import { menuSearchOpened } from '@/features/menu-search/slice';

/** The header's menu search button; Ctrl+K (⌘K) does the same anywhere. */
export function MenuSearchButton() {
  const dispatch = useAppDispatch();
  return (
    <Tooltip content={`${texts.open} (Ctrl+K)`} placement="bottom">
      <Button
        variant="minimal"
        icon="search"
        aria-label={texts.open}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => dispatch(menuSearchOpened())}
      />
    </Tooltip>
  );
}

/** Menu search as an item of the phone header's 更多 menu. */
export function MenuSearchMenuItem() {
  const dispatch = useAppDispatch();
  return <MenuItem icon="search" text={texts.open} onClick={() => dispatch(menuSearchOpened())} />;
}
