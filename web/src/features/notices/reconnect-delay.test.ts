import { MAX_RECONNECT_MS, reconnectDelayMs } from './reconnect-delay';

describe('reconnectDelayMs', () => {
  it("waits between half and all of the server's retry after a drop", () => {
    expect(reconnectDelayMs(3000, 0, 0)).toBe(1500);
    expect(reconnectDelayMs(3000, 0, 0.999)).toBeCloseTo(3000, -1);
  });

  it('doubles with each failed try in a row, up to the cap', () => {
    expect(reconnectDelayMs(3000, 2, 0)).toBe(6000);
    expect(reconnectDelayMs(3000, 20, 0.999)).toBeLessThanOrEqual(MAX_RECONNECT_MS);
    expect(reconnectDelayMs(3000, 20, 0)).toBe(MAX_RECONNECT_MS / 2);
  });

  it("never comes back before a refusal's Retry-After", () => {
    expect(reconnectDelayMs(3000, 1, 0, 30_000)).toBe(30_000);
  });
});
