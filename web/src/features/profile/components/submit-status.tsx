import { Callout } from '@blueprintjs/core';
import type { SubmitStatus } from '@/features/profile/types';

/** Props of {@link SubmitStatusCallout}. */
export interface SubmitStatusCalloutProps {
  status: SubmitStatus;
  /** Shown on success. */
  success: string;
  /** The server's reason on failure. */
  error: string | null;
}

/** The outcome of a form's last submit, announced to screen readers. */
export function SubmitStatusCallout({ status, success, error }: SubmitStatusCalloutProps) {
  if (status === 'succeeded') {
    return (
      <Callout intent="success" compact role="status" className="app-form-status">
        {success}
      </Callout>
    );
  }
  if (status === 'failed' && error) {
    return (
      <Callout intent="danger" compact role="alert" className="app-form-status">
        {error}
      </Callout>
    );
  }
  return null;
}
