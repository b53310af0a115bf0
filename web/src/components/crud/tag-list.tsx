import { Classes, Tag } from '@blueprintjs/core';

/** One tag of a `TagList`: its React key and what it reads. */
export interface TagListEntry {
  key: string;
  text: string;
}

/** Props of `TagList`. */
export interface TagListProps {
  tags: readonly TagListEntry[];
  /** Shown muted when there are no tags. */
  emptyText: string;
  /** Blueprint tag props shared by every tag. */
  tagProps?: { intent?: 'primary'; round?: boolean };
}

/** A cell's list of minimal tags, or a muted note when empty. */
export function TagList({ tags, emptyText, tagProps }: TagListProps) {
  if (tags.length === 0) return <span className={Classes.TEXT_MUTED}>{emptyText}</span>;
  return (
    <span className="app-tag-list">
      {tags.map(({ key, text }) => (
        <Tag key={key} minimal {...tagProps}>
          {text}
        </Tag>
      ))}
    </span>
  );
}
