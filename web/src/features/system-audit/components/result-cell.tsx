import { Tag } from '@blueprintjs/core';
import type { components } from '@shared/contract/schema';
import { messages } from '@/i18n';
import { auditTrail as t } from '@/i18n/page-messages';
import type { AuditResult } from '@/features/system-audit/api';

type ErrorReason = components['schemas']['ErrorReason'];

/** The text of a refusal's reason, from the error catalogue the app tells refusals with. */
export const reasonText = (reason: ErrorReason): string => messages.request.reasons[reason];

/** A call's result: a green or red tag, and a refusal's reason beside it. */
export function ResultCell({ result, reason }: { result: AuditResult; reason?: ErrorReason }) {
  return (
    <span className="app-audit-result">
      <Tag minimal intent={result === 'success' ? 'success' : 'danger'}>
        {t.results[result]}
      </Tag>
      {reason !== undefined && <span className="app-audit-result__reason">{reasonText(reason)}</span>}
    </span>
  );
}
