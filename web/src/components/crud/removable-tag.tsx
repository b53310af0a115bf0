import { Classes, Icon, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Props of `RemovableTag`. */
export interface RemovableTagProps {
  children: ReactNode;
  /** The remove button's accessible name, from the catalogue. */
  removeLabel: string;
  /** Removes the item; without it the tag has no remove button. */
  onRemove?: () => void;
}

/**
 * A minimal Blueprint `Tag` with a remove button named by the caller: `Tag`'s own `onRemove`
 * button is named "Remove tag" in English, with no prop to change it.
 */
export function RemovableTag({ children, removeLabel, onRemove }: RemovableTagProps) {
  const remove = onRemove && (
    <button type="button" className={Classes.TAG_REMOVE} aria-label={removeLabel} onClick={onRemove}>
      <Icon icon="small-cross" />
    </button>
  );
  return (
    <Tag minimal endIcon={remove}>
      {children}
    </Tag>
  );
}
