/** A token as the app keeps it: `"<tokenType> <accessToken>"` and its expiry. */
export interface StoredSession {
  token: string;
  /** Unix seconds; `null` when unknown. */
  expiresAt: number | null;
}
