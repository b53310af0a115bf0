/** The auth feature's public surface. */
export { authSaga } from './sagas';
export { ensureSession } from './ensure-session';
export { refreshTokenOnce } from './refresh-saga';
export * from './selectors';
export * from './slice';
export { TOKEN_STORAGE_KEY, readStoredSession } from './token-storage';
export type { LoginRequest, PasswordChangeRequest, Role, StoredSession, SubmitStatus, UserInfo } from './types';
