import { parseSoakOptions } from './options';

const parse = (...argv: string[]) => parseSoakOptions(argv, () => 77);

describe('parseSoakOptions', () => {
  it('defaults to 200 sessions for 10 minutes with a drawn seed', () => {
    expect(parse()).toEqual({ sessions: 200, durationMs: 600_000, seed: 77 });
  });

  it('reads every flag, spaced or with =, and lets --seconds win over --minutes', () => {
    expect(parse('--sessions', '5', '--minutes=2', '--seed', '0')).toEqual({
      sessions: 5,
      durationMs: 120_000,
      seed: 0,
    });
    expect(parse('--minutes', '2', '--seconds=20')).toEqual({ sessions: 200, durationMs: 20_000, seed: 77 });
  });

  it.each([
    [['--sessions', '0'], '--sessions takes an integer of at least 1, got "0"'],
    [['--seconds', '1.5'], '--seconds takes an integer of at least 1, got "1.5"'],
    [['--minutes'], '--minutes takes an integer of at least 1, got nothing'],
    [['--seed', '-1'], '--seed takes an integer of at least 0, got "-1"'],
    [['--session', '3'], 'unknown argument "--session"'],
    [['20'], 'unknown argument "20"'],
  ])('refuses %j with the usage', (argv, message) => {
    expect(() => parse(...argv)).toThrow(message);
    expect(() => parse(...argv)).toThrow('usage: npm run soak');
  });
});
