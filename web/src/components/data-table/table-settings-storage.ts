/**
 * A table's display settings (which columns are hidden, how dense its rows are), remembered per
 * browser and per table in localStorage. What is read back is checked: storage can be edited by
 * anyone, and a table's columns change between releases.
 */
import { getItem, setItem } from '@/lib/storage';

/** How much room a row takes: Blueprint's standard or compact table. */
export type Density = 'standard' | 'compact';

/** One table's display settings. */
export interface TableSettings {
  /** Ids of the columns the user hid. */
  hidden: readonly string[];
  density: Density;
}

/** Every column shown, standard rows. */
export const DEFAULT_TABLE_SETTINGS: TableSettings = { hidden: [], density: 'standard' };

/** The storage key of table `tableId`'s settings. */
export const tableSettingsKey = (tableId: string): string => `admin-table-settings:${tableId}`;

/** Table `tableId`'s stored settings; the defaults for what is missing or malformed. */
export function readTableSettings(tableId: string): TableSettings {
  const stored = getItem(tableSettingsKey(tableId));
  if (typeof stored !== 'object' || stored === null) return DEFAULT_TABLE_SETTINGS;
  const { hidden, density } = stored as Record<string, unknown>;
  return {
    hidden: Array.isArray(hidden) ? hidden.filter((id): id is string => typeof id === 'string') : [],
    density: density === 'compact' ? 'compact' : 'standard',
  };
}

/** Stores table `tableId`'s settings; `false` when storage is unavailable. */
export function storeTableSettings(tableId: string, settings: TableSettings): boolean {
  return setItem(tableSettingsKey(tableId), settings);
}

/**
 * The columns to draw: those not hidden, or all of them when the settings would hide every one
 * (settings stored for an older set of columns), since a table always shows at least one.
 */
export function visibleColumns<Column extends { id: string }>(
  columns: readonly Column[],
  hidden: readonly string[],
): readonly Column[] {
  const shown = columns.filter((column) => !hidden.includes(column.id));
  return shown.length > 0 ? shown : columns;
}

/** The settings with column `id` shown or hidden; hiding the last column shown changes nothing. */
export function withColumnShown(
  settings: TableSettings,
  columnIds: readonly string[],
  id: string,
  shown: boolean,
): TableSettings {
  const hidden = shown ? settings.hidden.filter((other) => other !== id) : [...new Set([...settings.hidden, id])];
  return columnIds.some((column) => !hidden.includes(column)) ? { ...settings, hidden } : settings;
}
