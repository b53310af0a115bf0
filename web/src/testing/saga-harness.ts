/** Shared pieces of the saga tests: the reducer they run with and ready-made states. */
import { combineReducers } from '@reduxjs/toolkit';
import type { ApiError, ClientFailure, ErrorReason } from '@/api/api-error';
import { type LoginState, initialLoginState, loginSlice } from '@/features/login/slice';
import { type MenuState, initialMenuState, menuSlice } from '@/features/menu/slice';
import type { MenuNode } from '@/features/menu/types';
import type { PermissionCode } from '@/features/permission';
import { type ProfileState, initialProfileState, profileSlice } from '@/features/profile/slice';
import type { UserInfo } from '@/features/profile/types';
import { type SessionState, initialSessionState, sessionSlice } from '@/features/session/slice';
import { messages } from '@/i18n';
import { actions, menuNode, rootUser } from './fixtures';

/** The slices the session, login and profile flows touch. */
export const sagaReducer = combineReducers({
  session: sessionSlice.reducer,
  login: loginSlice.reducer,
  profile: profileSlice.reducer,
  menu: menuSlice.reducer,
});

/** State of `sagaReducer`. */
export type SagaState = ReturnType<typeof sagaReducer>;

/** Overrides of each slice of `SagaState`. */
export interface StateParts {
  session?: Partial<SessionState>;
  login?: Partial<LoginState>;
  profile?: Partial<ProfileState>;
  menu?: Partial<MenuState>;
}

/** A state with overrides per slice (signed out by default). */
export function stateWith({ session, login, profile, menu }: StateParts = {}): SagaState {
  return {
    session: { ...initialSessionState, ...session },
    login: { ...initialLoginState, ...login },
    profile: { ...initialProfileState, ...profile },
    menu: { ...initialMenuState, ...menu },
  };
}

/**
 * Hidden menu nodes whose actions grant exactly `permissions` (`<routeName>.<actionCode>`): the
 * permissions are derived from the menu tree, so a test grants them through one.
 */
export function treeGranting(permissions: readonly string[]): MenuNode[] {
  const byRoute = new Map<string, string[]>();
  for (const permission of permissions) {
    const [routeName = '', code = ''] = permission.split('.');
    byRoute.set(routeName, [...(byRoute.get(routeName) ?? []), code]);
  }
  return [...byRoute].map(([routeName, codes]) =>
    menuNode({
      id: `granted-${routeName}`,
      routeName,
      routePath: `/granted/${routeName}`,
      showStatus: 2,
      actions: actions(...codes),
    }),
  );
}

/** What a signed-in state holds; each has a default. */
export interface SignedInOptions {
  /** @default 'Bearer old' */
  token?: string;
  /** No refresh is scheduled without a known expiry. @default null */
  expiresAt?: number | null;
  /** @default rootUser */
  user?: UserInfo;
  /** Granted by hidden nodes added to `tree`. @default ['Dashboard.query'] */
  permissions?: readonly string[];
  /** The user's own menu tree. @default [] */
  tree?: MenuNode[];
}

/** A signed-in, loaded session with no refresh scheduled (no expiry known). */
export function signedIn({
  token = 'Bearer old',
  expiresAt = null,
  user = rootUser,
  permissions = ['Dashboard.query'] satisfies PermissionCode[],
  tree = [],
}: SignedInOptions = {}): SagaState {
  return stateWith({
    session: { token, expiresAt, status: 'ready' },
    profile: { user },
    menu: { tree: [...tree, ...treeGranting(permissions)] },
  });
}

/** The part of a response the flows may look at (jsdom has no `Response`). */
type ResponseStub = Pick<Response, 'status' | 'ok' | 'headers'>;

const responseStub = (status: number, headers: Record<string, string> = {}): ResponseStub => ({
  status,
  ok: status >= 200 && status < 300,
  headers: new Headers(headers),
});

/** An openapi-fetch failure result carrying the contract's error body, with `reason` when given. */
export function failure(
  code: number,
  message: string,
  reason?: ErrorReason,
): { error: ApiError; response: ResponseStub } {
  return {
    error: { error: { code, message, ...(reason && { reason }) } },
    response: responseStub(code === 9999 ? 401 : code),
  };
}

/** The failure result the client answers when a request got no response. */
export function noResponse(): { error: ClientFailure; response: ResponseStub } {
  return {
    error: { error: { code: 0, message: messages.request.brokenNetwork }, marker: 'NO_RESPONSE' },
    response: responseStub(499),
  };
}

/** An openapi-fetch success result, its response carrying `headers` (e.g. the server's `Date`). */
export function success<T>(data: T, headers?: Record<string, string>): { data: T; response: ResponseStub } {
  return { data, response: responseStub(200, headers) };
}
