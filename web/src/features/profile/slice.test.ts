import { rootUser } from '@/testing/fixtures';
import { signedIn, stateWith } from '@/testing/saga-harness';
import { loggedOut, sessionLoadFailed, sessionStarted, tokenRefreshed, tokenReset } from '@/features/session';
import { profileSlice, selectRoles, selectUser, userLoaded } from './slice';

describe('profile slice', () => {
  it('keeps the loaded user; their roles are empty when the server sent none', () => {
    let profile = profileSlice.reducer(
      stateWith().profile,
      userLoaded({ ...rootUser, roles: undefined as unknown as [] }),
    );
    expect(selectRoles({ profile })).toEqual([]);
    profile = profileSlice.reducer(profile, userLoaded(rootUser));
    expect(selectUser({ profile })).toEqual(rootUser);
    expect(selectRoles({ profile })).toEqual(rootUser.roles);
  });

  it('keeps the user through a token refresh', () => {
    const profile = profileSlice.reducer(signedIn().profile, tokenRefreshed({ token: 'Bearer new', expiresAt: 99 }));
    expect(selectUser({ profile })).toEqual(rootUser);
  });

  it.each([
    ['sessionStarted', sessionStarted({ token: 'Bearer t', expiresAt: null })],
    ['sessionLoadFailed', sessionLoadFailed('服务器错误')],
    ['tokenReset', tokenReset()],
    ['loggedOut', loggedOut()],
  ])('%s forgets the user and the submits', (_name, action) => {
    const profile = profileSlice.reducer({ ...signedIn().profile, profileStatus: 'failed', profileError: 'x' }, action);
    expect(profile).toEqual(stateWith().profile);
  });
});
