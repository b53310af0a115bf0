import type { SagaIterator } from 'redux-saga';

/**
 * One step of loading a session: a saga that loads something the signed-in user needs, puts its
 * own feature's actions, and answers why it failed, or `null`. The features above the session
 * (the profile, the menu) export theirs; the app's wiring hands them to the session in order
 * (`app/shell-features.ts`), so the session knows none of them.
 */
export type SessionStep = () => SagaIterator<string | null>;
