import { Tag, type Intent } from '@blueprintjs/core';
import { messages } from '../../i18n';
import type { DemoItemStatus } from './api';

const texts = messages.demoList;

const INTENTS: Record<DemoItemStatus, Intent> = { closed: 'none', running: 'primary', online: 'success', error: 'danger' };

/** An item's status as a coloured tag. */
export function StatusTag({ status }: { status: DemoItemStatus }) {
  return (
    <Tag minimal intent={INTENTS[status]}>
      {texts.status[status]}
    </Tag>
  );
}
