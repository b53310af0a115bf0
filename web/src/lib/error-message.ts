/** What a caught value says, as text: its message when it is an Error (anything may be thrown). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
