/** Shared pieces of the saga tests: the reducer they run with and ready-made states. */
import { combineReducers } from '@reduxjs/toolkit';
import type { ApiError, ClientFailure } from '../api/api-error';
import { type AuthState, authReducer, initialAuthState } from '../features/auth/slice';
import { initialMenuState, menuReducer } from '../features/menu/slice';
import { rootUser } from './fixtures';
import type { PermissionCode } from '../features/permission';

/** The slices the auth flows touch. */
export const sagaReducer = combineReducers({ auth: authReducer, menu: menuReducer });

/** State of `sagaReducer`. */
export type SagaState = ReturnType<typeof sagaReducer>;

/** A state with `auth` overrides (signed out by default). */
export function stateWith(auth: Partial<AuthState> = {}): SagaState {
  return { auth: { ...initialAuthState, ...auth }, menu: initialMenuState };
}

/** A signed-in, loaded session with no refresh scheduled (no expiry known). */
export function signedIn(auth: Partial<AuthState> = {}): SagaState {
  return stateWith({
    token: 'Bearer old',
    user: rootUser,
    roles: rootUser.roles,
    permissions: ['Dashboard.query'] satisfies PermissionCode[],
    sessionStatus: 'ready',
    ...auth,
  });
}

/** The part of a response the flows may look at (jsdom has no `Response`). */
type ResponseStub = Pick<Response, 'status' | 'ok'>;

const responseStub = (status: number): ResponseStub => ({ status, ok: status >= 200 && status < 300 });

/** An openapi-fetch failure result carrying the contract's error body. */
export function failure(code: number, message: string): { error: ApiError; response: ResponseStub } {
  return { error: { error: { code, message } }, response: responseStub(code === 9999 ? 401 : code) };
}

/** The failure result the client answers when a request got no response. */
export function noResponse(detail = 'TypeError: Failed to fetch'): { error: ClientFailure; response: ResponseStub } {
  return {
    error: { error: { code: 0, message: `Broken Network, ${detail}` }, marker: 'NO_RESPONSE' },
    response: responseStub(499),
  };
}

/** An openapi-fetch success result. */
export function success<T>(data: T): { data: T; response: ResponseStub } {
  return { data, response: responseStub(200) };
}
