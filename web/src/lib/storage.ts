/**
 * localStorage helpers storing JSON by key. Where localStorage is missing or
 * throws (disabled storage, private modes, quota), the user is alerted once per page load and
 * every helper answers `false`.
 */
import { messages } from '@/i18n';

let alerted = false;

function storage(): Storage | null {
  try {
    // Reading the property itself throws a SecurityError where storage is disabled.
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

function unsupported(): false {
  // Outside a browser (the router's tests run in Node) there is nobody to alert.
  if (!alerted && typeof window !== 'undefined') {
    alerted = true;
    window.alert(messages.storage.unsupported);
  }
  return false;
}

/** Runs `action` on localStorage; alerts and answers `false` when storage is missing or throws. */
function withStorage<T>(action: (store: Storage) => T): T | false {
  const store = storage();
  if (!store) return unsupported();
  try {
    return action(store);
  } catch {
    return unsupported();
  }
}

/** Stores `value` as JSON under `key`. Returns `false` when it could not be stored. */
export function setItem(key: string, value: unknown): boolean {
  return withStorage((store) => {
    store.setItem(key, JSON.stringify(value));
    return true;
  });
}

/**
 * The value stored under `key`, parsed from JSON; `false` when it is missing or unparsable.
 * The value is `unknown`: storage can be edited by anyone, so callers check its shape.
 */
export function getItem(key: string): unknown {
  const raw = withStorage((store) => store.getItem(key));
  if (raw === false || raw === null) return false;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return false;
  }
}

/** Removes `key`. Returns `false` when storage is unavailable. */
export function removeItem(key: string): boolean {
  return withStorage((store) => {
    store.removeItem(key);
    return true;
  });
}
