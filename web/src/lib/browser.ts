/** Reloads the page. Sagas `call` it so tests can observe the reload without performing it. */
export function reloadPage(): void {
  window.location.reload();
}
