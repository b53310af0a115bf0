import type { Request } from '@hapi/hapi';
import type { components } from '../../../shared/contract/schema';
import { bearerToken } from '../auth/scheme';
import type { MockContext } from '../context';
import { userByLoginName } from '../data/store';
import type { SignInLogRecord } from '../data/types';
import type { CallOutcome } from './call-outcome';

type SignInEvent = components['schemas']['SignInEvent'];
type OperationId = keyof import('../../../shared/contract/schema').operations;

/** The calls the sign-in log records, by the contract's `operationId`. */
export const SIGN_IN_EVENTS: Partial<Record<OperationId, SignInEvent>> = {
  login: 'login',
  refreshToken: 'refresh',
  logout: 'logout',
  unlockScreen: 'unlock',
};

/** The longest user name and `User-Agent` kept, in code points (the contract's). */
const MAX_USER_NAME = 64;
const MAX_USER_AGENT = 256;

const cut = (text: string, codePoints: number) => [...text].slice(0, codePoints).join('');

/**
 * Who a sign-in event is of: for a login, the name as typed (whatever the body's fault) and the
 * user it names, if any; otherwise the user of the token, valid or not, as long as this server
 * signed it and the user exists. Null when there is nobody to name.
 */
function subjectOf(
  { store, tokens }: MockContext,
  event: SignInEvent,
  request: Request,
): Pick<SignInLogRecord, 'userName' | 'userId'> | null {
  if (event === 'login') {
    const typed = (request.payload as { userName?: unknown } | null)?.userName;
    const userName = typeof typed === 'string' ? cut(typed, MAX_USER_NAME) : '';
    const user = userName ? userByLoginName(store, userName) : undefined;
    return { userName, ...(user && { userId: user.id }) };
  }
  const token = bearerToken(request);
  const user = request.auth.credentials?.user?.record ?? store.users.get((token && tokens.signedSubject(token)) || '');
  return user ? { userName: user.userName, userId: user.id } : null;
}

/** The sign-in log's record of `event`, or null when it names nobody (a refresh with a forged token). */
export function signInRecord(
  context: MockContext,
  event: SignInEvent,
  { request, at, clientAddress }: { request: Request; at: string; clientAddress: string },
  outcome: CallOutcome,
): Omit<SignInLogRecord, 'id'> | null {
  const subject = subjectOf(context, event, request);
  if (!subject) return null;
  const agent = request.headers['user-agent'];
  return {
    at,
    ...subject,
    event,
    ...outcome,
    clientAddress,
    userAgent: typeof agent === 'string' ? cut(agent, MAX_USER_AGENT) : '',
  };
}
