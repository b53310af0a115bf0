import { getItem, setItem } from '@/lib/storage';

/** The storage key of the sidebar's collapsed state. */
export const SIDEBAR_STORAGE_KEY = 'admin-sidebar-collapsed';

/** The stored collapsed state; expanded when nothing (valid) is stored. */
export function readSidebarCollapsed(): boolean {
  return getItem(SIDEBAR_STORAGE_KEY) === true;
}

/** Persists the collapsed state. */
export function storeSidebarCollapsed(collapsed: boolean): void {
  setItem(SIDEBAR_STORAGE_KEY, collapsed);
}
