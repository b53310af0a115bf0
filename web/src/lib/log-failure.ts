/** A failed login, user info, refresh, logout or menu load is logged to the console (docs/product-rules.md, Error catalogue). */
export function logFailure(flow: string, error: unknown): void {
  console.error(`${flow} failed:`, error);
}
