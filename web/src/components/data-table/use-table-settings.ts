import { useCallback, useState } from 'react';
import { type TableSettings, readTableSettings, storeTableSettings } from './table-settings-storage';

/** Table `tableId`'s display settings, read once, and a setter that also remembers them. */
export function useTableSettings(tableId: string): [TableSettings, (settings: TableSettings) => void] {
  const [settings, setSettings] = useState(() => readTableSettings(tableId));
  const change = useCallback(
    (next: TableSettings) => {
      setSettings(next);
      storeTableSettings(tableId, next);
    },
    [tableId],
  );
  return [settings, change];
}
