import { Button, Card, Classes, FormGroup, InputGroup, Overlay2 } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { UserAvatar } from '@/components/user-avatar/user-avatar';
import { selectUser } from '@/features/profile';
import { logoutRequested } from '@/features/session';
import { format } from '@/i18n';
import { lockScreen as texts } from '@/i18n/layout-messages';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { selectUnlockError, selectUnlocking, unlockRequested } from '../slice';
import './lock-screen.css';

const TITLE_ID = 'app-lock-screen-title';
const PASSWORD_ID = 'app-lock-screen-password';

/**
 * The lock over every page, dialogs and drawers included: the pages, their tabs and what was typed
 * in them stay behind it, out of reach (Blueprint's overlay keeps the focus inside and the
 * backdrop is opaque). Neither Escape nor a click outside closes it; only the user's password,
 * checked by the server, or signing out does.
 */
export function LockScreen() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const unlocking = useAppSelector(selectUnlocking);
  const error = useAppSelector(selectUnlockError);
  const [password, setPassword] = useState('');
  const userName = user?.userName ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '' || unlocking) return;
    dispatch(unlockRequested(password));
    setPassword('');
  };

  return (
    <Overlay2
      isOpen
      className="app-lock-screen"
      backdropClassName="app-lock-screen__backdrop"
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      enforceFocus
      autoFocus
    >
      <div className="app-lock-screen__frame">
        <Card
          role="dialog"
          aria-modal="true"
          aria-labelledby={TITLE_ID}
          elevation={3}
          className="app-lock-screen__card"
        >
          <UserAvatar src={user?.avatar} size={64} />
          <h2 id={TITLE_ID} className={`${Classes.HEADING} app-lock-screen__title`}>
            {texts.title}
          </h2>
          <p className="app-lock-screen__name">{user?.realName || userName}</p>
          <form onSubmit={submit} className="app-lock-screen__form">
            {/* For password managers: the account whose password is asked for. */}
            <input type="text" autoComplete="username" value={userName} readOnly hidden />
            <FormGroup
              label={format(texts.hint, { userName })}
              labelFor={PASSWORD_ID}
              intent={error ? 'danger' : 'none'}
              helperText={error && <span role="alert">{error}</span>}
            >
              <InputGroup
                id={PASSWORD_ID}
                type="password"
                size="large"
                leftIcon="lock"
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                intent={error ? 'danger' : 'none'}
              />
            </FormGroup>
            <Button type="submit" intent="primary" size="large" fill loading={unlocking} disabled={password === ''}>
              {texts.unlock}
            </Button>
          </form>
          <Button variant="minimal" icon="log-out" onClick={() => dispatch(logoutRequested())}>
            {texts.signOut}
          </Button>
        </Card>
      </div>
    </Overlay2>
  );
}
