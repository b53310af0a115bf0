import { format } from '@/i18n';
import { operationLog as t } from '@/i18n/page-messages';
import type { OperationLog } from '@/features/system-audit/api';

/** The caller as the log shows them: user name and real name. */
export const callerText = ({ userName, realName }: Pick<OperationLog, 'userName' | 'realName'>): string =>
  realName ? format(t.userText, { userName, realName }) : userName;

/** The record a call changed: its kind, and its name when known. */
export const recordText = ({ recordType, recordLabel }: Pick<OperationLog, 'recordType' | 'recordLabel'>): string =>
  recordLabel
    ? format(t.recordText, { type: t.recordTypes[recordType], label: recordLabel })
    : t.recordTypes[recordType];
