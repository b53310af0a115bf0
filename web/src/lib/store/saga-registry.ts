import type { Saga } from 'redux-saga';

/** Runs one injected saga, given the key it was injected under. */
type SagaRunner = (key: string, saga: Saga) => void;

const sagas = new Map<string, Saga>();
const runners = new Set<SagaRunner>();

/**
 * Adds a feature's root saga, once per key: every store made so far runs it now, every store made
 * later runs it at start. `registerFeature` calls it with a feature's root saga.
 */
export function injectSaga(key: string, saga: Saga): void {
  if (sagas.has(key)) return;
  sagas.set(key, saga);
  for (const run of runners) run(key, saga);
}

/**
 * Runs every injected saga with `run` and every saga injected later; answers a function that stops
 * passing later ones (the sagas already running keep running until their store's middleware ends).
 */
export function runInjectedSagas(run: SagaRunner): () => void {
  for (const [key, saga] of sagas) run(key, saga);
  runners.add(run);
  return () => runners.delete(run);
}
