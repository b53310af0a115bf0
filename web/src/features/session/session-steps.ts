import type { SagaIterator } from 'redux-saga';

/**
 * One step of loading a session: a saga that loads something the signed-in user needs, puts its
 * own feature's actions, and answers why it failed, or `null`.
 */
export type SessionStep = () => SagaIterator<string | null>;

const steps = new Map<string, { step: SessionStep; rank: number }>();

/**
 * Adds a step to every session load, once per key; steps run one after another by ascending
 * `rank`, and the first failure ends the load. Features above the session (the profile, the menu)
 * register here when their module loads, so the session knows none of them.
 */
export function registerSessionStep(key: string, rank: number, step: SessionStep): void {
  if (!steps.has(key)) steps.set(key, { step, rank });
}

/** The registered steps in the order they run. */
export function sessionSteps(): SessionStep[] {
  return [...steps.values()].sort((a, b) => a.rank - b.rank).map(({ step }) => step);
}
