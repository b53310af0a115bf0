import { Tag, type Intent } from '@blueprintjs/core';
import { demoList } from '@/i18n/page-messages';
import type { DemoItemStatus } from './api';

const INTENTS: Record<DemoItemStatus, Intent> = {
  closed: 'none',
  running: 'primary',
  online: 'success',
  error: 'danger',
};

/** An item's status as a coloured tag. */
export function StatusTag({ status }: { status: DemoItemStatus }) {
  return (
    <Tag minimal intent={INTENTS[status]}>
      {demoList.status[status]}
    </Tag>
  );
}
