/**
 * The app's one Blueprint toaster. It is created on first use and every later message reuses it;
 * its code (overlays, portal, transitions: about 10 KB gzip) is fetched then too, so the login
 * page does not carry it.
 */
import { Intent, type Toaster } from '@blueprintjs/core';
import type { Notice, NoticeLevel } from '@/api/client';
import { messages } from '@/i18n';
import { loadBlueprintStyles } from './blueprint-styles';

/** How long a message stays visible unless told otherwise. */
const DEFAULT_TOAST_TIMEOUT_MS = 10_000;

/** One message for the user. */
export interface ToastOptions {
  /** The text, rendered as text (never HTML). */
  message: string;
  /** @default 'none' */
  intent?: Intent;
  /** Milliseconds before it closes by itself. @default 10000 */
  timeout?: number;
  /** Called once the toast closes, by its time-out or by the user. */
  onDismiss?: () => void;
}

let toaster: Promise<Toaster> | null = null;

function getToaster(): Promise<Toaster> {
  toaster ??= Promise.all([loadBlueprintStyles(), import('./overlay-toaster')]).then(([, { createToaster }]) =>
    createToaster(),
  );
  // A failed fetch (a chunk that cannot load) must not stick: the next message tries again.
  toaster.catch(() => {
    toaster = null;
  });
  return toaster;
}

/** Shows a message; resolves to the toast's key. */
export async function showToast({
  message,
  intent,
  timeout = DEFAULT_TOAST_TIMEOUT_MS,
  onDismiss,
}: ToastOptions): Promise<string> {
  const instance = await getToaster();
  // Blueprint's own close button is named "Close" with no prop to change it: an action button
  // (which also dismisses) takes its place, named from the catalogue.
  return instance.show({
    message,
    intent,
    timeout,
    isCloseButtonShown: false,
    action: { text: messages.a11y.close },
    onDismiss: onDismiss ? () => onDismiss() : undefined,
  });
}

/**
 * Closes every message on screen, for a user whose session ended: what the old session said must
 * not follow them onto the login page. A toaster not yet made is not made for this.
 */
export async function clearToasts(): Promise<void> {
  await toaster?.then(
    (instance) => instance.clear(),
    () => undefined,
  );
}

/**
 * Shows a message and resolves when it closes (sagas wait on this before moving on). It never
 * rejects: when the toaster cannot be made, the failure is logged and the flow goes on.
 */
export function showToastUntilClosed(options: Omit<ToastOptions, 'onDismiss'>): Promise<void> {
  return new Promise<void>((resolve) => {
    showToast({ ...options, onDismiss: resolve }).catch((error: unknown) => {
      console.error('toast failed:', error);
      resolve();
    });
  });
}

const intents: Record<NoticeLevel, Intent> = { info: Intent.PRIMARY, warning: Intent.WARNING, error: Intent.DANGER };

/** Shows a message of the API client as a toast of its level; a toaster failure is only logged. */
export function showNotice({ message, level }: Notice): void {
  showToast({ message, intent: intents[level] }).catch((error: unknown) =>
    console.error('toast failed:', error, message),
  );
}
