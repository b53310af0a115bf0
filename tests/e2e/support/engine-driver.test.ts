/** `waitUntil`, the engine tours' one wait, against a fake driver: a poll that throws is "not yet". */
import { type EngineDriver, waitUntil } from './engine-driver';

/** A driver whose `run` answers (or throws) each of `answers` in turn, then the last one again. */
function driverAnswering(answers: (boolean | Error)[]): EngineDriver {
  let call = 0;
  const run = () => {
    const answer = answers[Math.min(call, answers.length - 1)]!;
    call += 1;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  return { run } as unknown as EngineDriver;
}

it('keeps polling through the errors of a page that is reloading, until the answer is true', async () => {
  const reloading = new TypeError('document.documentElement is null');
  await expect(
    waitUntil(driverAnswering([reloading, false, reloading, true]), 'the new language', () => true, []),
  ).resolves.toBeUndefined();
});

it('times out naming what it waited for and the last error', async () => {
  await expect(
    waitUntil(driverAnswering([new Error('no document')]), 'the new language', () => true, [], 250),
  ).rejects.toThrow('timed out after 250 ms waiting for the new language; last error: Error: no document');
});
