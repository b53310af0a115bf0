import { FormGroup, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { isValid } from '@/components/crud/validators';
import { useFormFields } from '@/components/form/use-form-fields';
import { passwordChangeRequested, selectPasswordError, selectPasswordStatus } from '@/features/profile/slice';
import { messages } from '@/i18n';
import { FormCard } from './form-card';
import { type PasswordFields, validatePassword } from './validate';

const empty: PasswordFields = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the password: the old one, the new one (at least 6 characters, not the old) twice. */
export function PasswordForm() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectPasswordStatus);
  const serverError = useAppSelector(selectPasswordError);
  const { fields, setFields, setErrors, group, input } = useFormFields(empty, 'password');
  const [submitted, setSubmitted] = useState(false);
  const p = messages.profile;
  const submitting = status === 'submitting';

  // Passwords are not kept on screen once they have been changed.
  useEffect(() => {
    if (submitted && status === 'succeeded') setFields(empty);
  }, [submitted, status, setFields]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePassword(fields);
    setErrors(found);
    if (!isValid(found) || submitting) return;
    setSubmitted(true);
    dispatch(passwordChangeRequested({ oldPassword: fields.oldPassword, newPassword: fields.newPassword }));
  };

  const field = (key: keyof PasswordFields, label: string, autoComplete: string) => (
    <FormGroup {...group(key, label)}>
      <InputGroup {...input(key)} type="password" autoComplete={autoComplete} />
    </FormGroup>
  );

  return (
    <FormCard
      title={p.changePassword}
      onSubmit={submit}
      status={status}
      submit={{ label: p.changePassword, icon: 'key' }}
      outcome={submitted && { success: p.passwordChanged, error: serverError }}
    >
      {field('oldPassword', p.oldPassword, 'current-password')}
      {field('newPassword', p.newPassword, 'new-password')}
      {field('confirmPassword', p.confirmPassword, 'new-password')}
    </FormCard>
  );
}
