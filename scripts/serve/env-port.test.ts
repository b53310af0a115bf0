import { envPort } from './env-port';

describe('envPort', () => {
  const saved = process.env.TEST_PORT;
  afterEach(() => {
    if (saved === undefined) delete process.env.TEST_PORT;
    else process.env.TEST_PORT = saved;
  });

  it('reads the variable, or falls back when it is unset or empty', () => {
    process.env.TEST_PORT = '9090';
    expect(envPort('TEST_PORT', 8080)).toBe(9090);
    delete process.env.TEST_PORT;
    expect(envPort('TEST_PORT', 8080)).toBe(8080);
    process.env.TEST_PORT = '';
    expect(envPort('TEST_PORT', 8080)).toBe(8080);
  });

  it('refuses what is not a port number', () => {
    for (const bad of ['http', '80.5', '-1', '65536']) {
      process.env.TEST_PORT = bad;
      expect(() => envPort('TEST_PORT', 8080)).toThrow(`TEST_PORT must be a port number, got "${bad}"`);
    }
  });
});
