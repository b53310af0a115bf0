import { HTMLSelect } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { systemMenus } from '@/i18n/page-messages';
import type { MenuNode } from '@/features/system-menus/api';
import { parentOptions } from '@/features/system-menus/menu-form';

const menuTexts = systemMenus;

/** Props of `ParentSelect`. */
export interface ParentSelectProps {
  /** The select's id, for its label. */
  id: string;
  /** The parent's id, `''` at the top level. */
  value: string;
  tree: readonly MenuNode[];
  /** The menu being edited (it and its descendants are not offered), `null` for a new menu. */
  menuId: string | null;
  /** The parent stays as it is. */
  disabled?: boolean;
  onChange: (value: string) => void;
}

/**
 * The parent picker: a native select whose options, one per menu, are laid out only once the user
 * reaches for it (focus or press). Until then it holds the top level and the current parent, so
 * picking a menu in a tree of thousands does not lay out thousands of options.
 */
export function ParentSelect({ id, value, tree, menuId, disabled, onChange }: ParentSelectProps) {
  const [reached, setReached] = useState(false);
  const all = useMemo(
    () => [
      { value: '', label: menuTexts.topLevel },
      ...parentOptions(tree, menuId).map((o) => ({ value: o.id, label: o.label })),
    ],
    [tree, menuId],
  );
  const options = useMemo(
    () => (reached ? all : all.filter((option) => option.value === '' || option.value === value)),
    [all, reached, value],
  );
  const reach = () => setReached(true);
  return (
    <HTMLSelect
      id={id}
      fill
      disabled={disabled}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onFocus={reach}
      onMouseDown={reach}
      options={options}
    />
  );
}
