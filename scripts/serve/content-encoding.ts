/**
 * Precompressed twins of built files (`app.js.br`, `app.js.gz`, written by the build) and the
 * choice of the one to send for a request's `Accept-Encoding`.
 */

/** The encodings the build writes twins in, the server's preference first. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** An encoding a twin can be in. */
export type Precompressed = (typeof PRECOMPRESSED)[number]['encoding'];

/** The quality (q) a client gives each coding it names; `*` stands for every other one. */
function acceptedQualities(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (coding === '') continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    // A malformed q counts as a refusal: sending what the client may not decode is worse.
    qualities.set(coding, Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0);
  }
  return qualities;
}

/**
 * The twin to send: among `available`, the encoding the client accepts with the highest quality
 * (ties go to the order of {@link PRECOMPRESSED}: brotli is smaller); `null` for the file itself,
 * when the client accepts none of them or sent no `Accept-Encoding`.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Precompressed[],
): Precompressed | null {
  if (!acceptEncoding) return null;
  const qualities = acceptedQualities(acceptEncoding);
  let best: Precompressed | null = null;
  let bestQuality = 0;
  for (const { encoding } of PRECOMPRESSED) {
    if (!available.includes(encoding)) continue;
    const quality = qualities.get(encoding) ?? qualities.get('*') ?? 0;
    if (quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}
