import { isChunkLoadError } from './chunk-error';

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it('recognises a failed script chunk', () => {
    expect(isChunkLoadError(namedError('ChunkLoadError', 'Loading chunk 12 failed.'))).toBe(true);
  });

  it('recognises a failed style chunk by its code', () => {
    const error = Object.assign(new Error('Loading CSS chunk 7 failed.\n(/css/7.css)'), {
      code: 'CSS_CHUNK_LOAD_FAILED',
    });
    expect(isChunkLoadError(error)).toBe(true);
  });

  it("recognises the spec's wording of a failed style chunk", () => {
    expect(isChunkLoadError(new Error('CSS chunk load failed'))).toBe(true);
  });

  it.each([new Error('boom'), new TypeError('x is undefined'), 'Loading chunk 1 failed', null])(
    'leaves other failures alone: %p',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});
