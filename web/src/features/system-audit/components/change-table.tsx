import { HTMLTable } from '@blueprintjs/core';
import { operationLog as t } from '@/i18n/page-messages';
import { ScrollRegion } from '@/components/scroll-region/scroll-region';
import type { AuditChange, AuditRecordType } from '@/features/system-audit/api';
import { type ItemMark, type ValueView, changeRow } from '@/features/system-audit/change-diff';
import { fieldLabel } from '@/features/system-audit/field-labels';

const MARK_TEXTS: Record<Exclude<ItemMark, 'kept'>, string> = { added: t.added, removed: t.removed };

/** One side of a change; `changed` is how this side differs (the after side adds, the before side removes). */
function ValueCell({ view, changed }: { view: ValueView; changed: 'added' | 'removed' }) {
  if (view.kind === 'none') return <td>—</td>;
  if (view.kind === 'text') {
    return (
      <td className={`app-audit-change--${changed}`}>
        <span className="app-visually-hidden">{MARK_TEXTS[changed]} </span>
        {view.text}
      </td>
    );
  }
  if (view.items.length === 0) return <td>{t.emptyValue}</td>;
  return (
    <td>
      <ul className="app-audit-changes__list">
        {view.items.map(({ text, mark }, index) => (
          <li key={index} className={mark === 'kept' ? undefined : `app-audit-change--${mark} app-audit-item--${mark}`}>
            {mark !== 'kept' && <span className="app-visually-hidden">{MARK_TEXTS[mark]} </span>}
            {text}
          </li>
        ))}
      </ul>
    </td>
  );
}

/** Props of `ChangeTable`. */
export interface ChangeTableProps {
  /** The kind of record changed, which names its fields. */
  recordType: AuditRecordType;
  changes: readonly AuditChange[];
}

/**
 * A record's changes: one row per field with its value before and after, what was removed red and
 * struck through, what was added green and underlined (a list item by item), a secret as changed
 * without its values.
 */
export function ChangeTable({ recordType, changes }: ChangeTableProps) {
  return (
    <ScrollRegion label={t.changes}>
      <HTMLTable compact bordered className="app-audit-changes" aria-label={t.changes}>
        <thead>
          <tr>
            <th scope="col">{t.field}</th>
            <th scope="col">{t.before}</th>
            <th scope="col">{t.after}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map(changeRow).map((row) => (
            <tr key={row.field}>
              <th scope="row">{fieldLabel(recordType, row.field)}</th>
              {row.redacted ? (
                <td colSpan={2}>{t.redacted}</td>
              ) : (
                <>
                  <ValueCell view={row.before} changed="removed" />
                  <ValueCell view={row.after} changed="added" />
                </>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </ScrollRegion>
  );
}
