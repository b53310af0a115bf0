/** Spec section 8: a failed login, user info, refresh, logout or menu load is logged to the console. */
export function logFailure(flow: string, error: unknown): void {
  console.error(`${flow} failed:`, error);
}
