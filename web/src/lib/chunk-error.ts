/**
 * Whether `error` is a failed lazy chunk: rspack reports a script chunk that fails or times out as
 * a `ChunkLoadError`, and a style chunk as an `Error('Loading CSS chunk <id> failed. ...')` with
 * `code: 'CSS_CHUNK_LOAD_FAILED'` (what the message names: "CSS chunk load failed").
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  const { code } = error as Error & { code?: unknown };
  return code === 'CSS_CHUNK_LOAD_FAILED' || /CSS chunk .*load.* failed|Loading CSS chunk/i.test(error.message);
}
