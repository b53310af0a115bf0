import { followLanding } from './landing';

/** A paint the test lets happen: the callbacks handed to `afterPaint`, run by `paint()`. */
function paints() {
  const due: (() => void)[] = [];
  return {
    afterPaint: (run: () => void) => {
      due.push(run);
      return () => due.splice(due.indexOf(run), 1);
    },
    paint: () => due.splice(0).forEach((run) => run()),
  };
}

describe('followLanding', () => {
  it('goes where the landing leads only after the next paint', async () => {
    const { afterPaint, paint } = paints();
    const navigate = jest.fn();
    followLanding({ landing: Promise.resolve('/dashboard') }, navigate, afterPaint);
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
    paint();
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });

  it('goes nowhere when the user left / before the load ended', async () => {
    const { afterPaint, paint } = paints();
    const navigate = jest.fn();
    const cancel = followLanding({ landing: Promise.resolve('/dashboard') }, navigate, afterPaint);
    cancel();
    await Promise.resolve();
    paint();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes nowhere when the user left / while the paint was awaited', async () => {
    const { afterPaint, paint } = paints();
    const navigate = jest.fn();
    const cancel = followLanding({ landing: Promise.resolve('/login') }, navigate, afterPaint);
    await Promise.resolve();
    cancel();
    paint();
    expect(navigate).not.toHaveBeenCalled();
  });
});
