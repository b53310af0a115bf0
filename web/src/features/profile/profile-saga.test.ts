import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { md5Hex } from '@/lib/md5-hex';
import { rootUser } from '@/testing/fixtures';
import { failure, noResponse, sagaReducer, signedIn, success } from '@/testing/saga-harness';
import { updatePassword, updateProfile } from './api';
import { watchProfile } from './profile-saga';
import { passwordChangeRequested, profileUpdateRequested } from './slice';

describe('profile saga', () => {
  it('PUTs the profile and keeps the user the server answers', async () => {
    const answered = { ...rootUser, realName: 'Ada', email: 'ada@example.com' };
    const { storeState } = await expectSaga(watchProfile)
      .withReducer(sagaReducer, signedIn())
      .provide([[matchers.call.fn(updateProfile), success(answered)]])
      .call(updateProfile, { realName: 'Ada', email: 'ada@example.com' })
      .dispatch(profileUpdateRequested({ realName: 'Ada', email: 'ada@example.com' }))
      .silentRun(50);
    expect(storeState.profile).toMatchObject({ user: answered, profileStatus: 'succeeded', profileError: null });
  });

  it('shows the catalogue text of a refused update (by code, without a reason) and keeps the old user', async () => {
    const { storeState } = await expectSaga(watchProfile)
      .withReducer(sagaReducer, signedIn())
      .provide([[matchers.call.fn(updateProfile), failure(400, 'phone: invalid')]])
      .dispatch(profileUpdateRequested({ phone: 'x' }))
      .silentRun(50);
    expect(storeState.profile).toMatchObject({ user: rootUser, profileStatus: 'failed', profileError: '请求参数有误' });
  });
});

describe('password change saga', () => {
  it('sends both passwords as MD5 hex', async () => {
    const { storeState } = await expectSaga(watchProfile)
      .withReducer(sagaReducer, signedIn())
      .provide([[matchers.call.fn(updatePassword), success({ status: 'OK' })]])
      .call(updatePassword, { oldPassword: md5Hex('abc-123'), newPassword: md5Hex('n3w-pass') })
      .dispatch(passwordChangeRequested({ oldPassword: 'abc-123', newPassword: 'n3w-pass' }))
      .silentRun(50);
    expect(storeState.profile.passwordStatus).toBe('succeeded');
  });

  it.each([
    ['a wrong old password', failure(400, 'the old password is wrong', 'old_password_wrong'), '原密码错误'],
    ['a network failure', noResponse(), '网络连接失败，请检查网络后重试'],
  ])('keeps the catalogue text of %s', async (_case, answer, message) => {
    const { storeState } = await expectSaga(watchProfile)
      .withReducer(sagaReducer, signedIn())
      .provide([[matchers.call.fn(updatePassword), answer]])
      .dispatch(passwordChangeRequested({ oldPassword: 'a', newPassword: 'b' }))
      .silentRun(50);
    expect(storeState.profile).toMatchObject({ passwordStatus: 'failed', passwordError: message });
  });
});
