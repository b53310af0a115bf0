import { Button } from '@blueprintjs/core';
import { demoList as texts } from '@/i18n/page-messages';
import { Permission } from '@/features/permission';

/** Props of `ItemActions`. */
export interface ItemActionsProps {
  /** The demo page whose `edit` and `delete` actions the buttons need. */
  route: 'QueryList' | 'StandardList';
  onEdit: () => void;
  onDelete: () => void;
}

/** An item's edit and delete buttons, each shown only to holders of its page's action. */
export function ItemActions({ route, onEdit, onDelete }: ItemActionsProps) {
  return (
    <>
      <Permission value={`${route}.edit`}>
        <Button variant="minimal" size="small" icon="edit" text={texts.edit} onClick={onEdit} />
      </Permission>
      <Permission value={`${route}.delete`}>
        <Button variant="minimal" size="small" intent="danger" icon="trash" text={texts.delete} onClick={onDelete} />
      </Permission>
    </>
  );
}
