import { Button, Card, H4, type IconName } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';
import type { SubmitStatus } from '@/features/profile/types';
import { SubmitStatusCallout } from './submit-status';

/** Props of {@link FormCard}. */
export interface FormCardProps {
  /** The card's heading, also the form's accessible name. */
  title: string;
  onSubmit: (event: FormEvent) => void;
  /** The last submit's progress: the button spins while it runs. */
  status: SubmitStatus;
  /** The submit button's text and icon. */
  submit: { label: string; icon: IconName };
  /** What to announce on success and the server's reason on failure; `false` until this form has submitted. */
  outcome: false | { success: string; error: string | null };
  /** The form's fields. */
  children: ReactNode;
}

/** One of the user-set forms: a titled card, its fields, the last submit's outcome and the submit button. */
export function FormCard({ title, onSubmit, status, submit, outcome, children }: FormCardProps) {
  return (
    <Card elevation={1}>
      <H4>{title}</H4>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        {children}
        {outcome && <SubmitStatusCallout status={status} success={outcome.success} error={outcome.error} />}
        <Button type="submit" intent="primary" icon={submit.icon} loading={status === 'submitting'}>
          {submit.label}
        </Button>
      </form>
    </Card>
  );
}
