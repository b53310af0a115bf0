import { Classes, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Props of `TagList`. */
export interface TagListProps<Item> {
  items: readonly Item[];
  /** Shown muted when there are no items. */
  emptyText: string;
  itemKey: (item: Item) => string;
  /** A tag's content. */
  render: (item: Item) => ReactNode;
  /** Blueprint tag props shared by every tag. */
  tagProps?: { intent?: 'primary'; round?: boolean };
}

/** A cell's list of minimal tags, or a muted note when empty. */
export function TagList<Item>({ items, emptyText, itemKey, render, tagProps }: TagListProps<Item>) {
  if (items.length === 0) return <span className={Classes.TEXT_MUTED}>{emptyText}</span>;
  return (
    <span className="app-tag-list">
      {items.map((item) => (
        <Tag key={itemKey(item)} minimal {...tagProps}>
          {render(item)}
        </Tag>
      ))}
    </span>
  );
}
