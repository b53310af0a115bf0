import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { isValid } from '@/components/crud/validators';
import { useFormFields } from '@/components/form/use-form-fields';
import { UserAvatar } from '@/components/user-avatar/user-avatar';
import { profileUpdateRequested, selectProfileError, selectProfileStatus } from '@/features/profile/slice';
import type { UserInfo } from '@/features/profile/types';
import { messages } from '@/i18n';
import { blobToDataUrl } from '@/lib/blob-to-data-url';
import { FormCard } from './form-card';
import { type ProfileFields, avatarProblem, validateProfile } from './validate';

const shellTexts = messages.shell;

/** Props of {@link ProfileForm}. */
export interface ProfileFormProps {
  user: UserInfo;
}

/** Edits the real name, email, phone and avatar (an image of at most 64 KB, sent as a data URL). */
export function ProfileForm({ user }: ProfileFormProps) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectProfileStatus);
  const serverError = useAppSelector(selectProfileError);
  const { fields, setErrors, group, input } = useFormFields<ProfileFields>(
    { realName: user.realName, email: user.email ?? '', phone: user.phone ?? '' },
    'profile',
  );
  const [avatar, setAvatar] = useState<string | null>(null);
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const p = messages.profile;
  const submitting = status === 'submitting';

  const pickAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const dataUrl = await blobToDataUrl(file);
      const problem = avatarProblem(dataUrl);
      setAvatarError(problem ?? undefined);
      if (!problem) setAvatar(dataUrl);
    } catch (error) {
      setAvatarError(String(error));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(fields);
    setErrors(found);
    // A refused avatar was never applied, so the submit sends the old one and its message goes.
    setAvatarError(undefined);
    if (!isValid(found) || submitting) return;
    setSubmitted(true);
    dispatch(
      profileUpdateRequested({
        realName: fields.realName.trim(),
        email: fields.email.trim(),
        phone: fields.phone.trim(),
        ...(avatar && { avatar }),
      }),
    );
  };

  return (
    <FormCard
      title={shellTexts.userSet.profile}
      onSubmit={submit}
      status={status}
      submit={{ label: p.save, icon: 'floppy-disk' }}
      outcome={submitted && { success: p.saved, error: serverError }}
    >
      <FormGroup
        label={p.avatar}
        labelFor="profile-avatar"
        intent={avatarError ? 'danger' : 'none'}
        helperText={avatarError}
      >
        <div className="app-avatar-field">
          <UserAvatar src={avatar ?? user.avatar} size={56} />
          <Button icon="upload" onClick={() => fileInput.current?.click()}>
            {shellTexts.userSet.chooseAvatar}
          </Button>
          <input
            id="profile-avatar"
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
            className="app-visually-hidden"
            onChange={(event) => void pickAvatar(event)}
          />
        </div>
      </FormGroup>
      <FormGroup {...group('realName', p.realName)}>
        <InputGroup {...input('realName')} maxLength={64} />
      </FormGroup>
      <FormGroup {...group('email', p.email)}>
        <InputGroup {...input('email')} type="email" maxLength={254} />
      </FormGroup>
      <FormGroup {...group('phone', p.phone)}>
        <InputGroup {...input('phone')} type="tel" maxLength={32} />
      </FormGroup>
    </FormCard>
  );
}
