import { Alert } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { dataTable } from '@/i18n/page-messages';

const dataTableTexts = dataTable;

/** Props of `ConfirmAlert`. */
export interface ConfirmAlertProps {
  isOpen: boolean;
  /** What the user is asked to confirm. */
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Busy while the server has not answered; cancelling is then blocked. @default false */
  loading?: boolean;
  /** @default '删除' */
  confirmText?: string;
}

/** A destructive action behind a Blueprint `Alert`: red confirm, cancel, Esc cancels. */
export function ConfirmAlert({
  isOpen,
  children,
  onConfirm,
  onCancel,
  loading = false,
  confirmText = dataTableTexts.delete,
}: ConfirmAlertProps) {
  return (
    <Alert
      isOpen={isOpen}
      intent="danger"
      icon="trash"
      loading={loading}
      confirmButtonText={confirmText}
      cancelButtonText={dataTableTexts.cancel}
      canEscapeKeyCancel={!loading}
      onConfirm={onConfirm}
      // Cancelling is ignored while the server decides; Blueprint wants the handler set regardless.
      onCancel={() => !loading && onCancel()}
    >
      {children}
    </Alert>
  );
}
