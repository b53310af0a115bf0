import { messages } from '@/i18n';

type StorageModule = typeof import('./storage');

/** A fresh copy of the module: it alerts once per page load, and each test is a new page. */
function loadStorage(): StorageModule {
  let mod: StorageModule | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<StorageModule>('./storage');
  });
  return mod!;
}

const realStorage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;

afterEach(() => {
  Object.defineProperty(window, 'localStorage', realStorage);
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('storage with a working localStorage', () => {
  it('stores values as JSON by key and reads them back', () => {
    const { getItem, setItem } = loadStorage();
    expect(setItem('k', { a: [1, 'two'] })).toBe(true);
    expect(window.localStorage.getItem('k')).toBe('{"a":[1,"two"]}');
    expect(getItem('k')).toEqual({ a: [1, 'two'] });
  });

  it('answers false for a missing key and for a value that is not JSON', () => {
    const { getItem } = loadStorage();
    window.localStorage.setItem('broken', '{not json');
    expect(getItem('missing')).toBe(false);
    expect(getItem('broken')).toBe(false);
  });

  it('removes a key', () => {
    const { getItem, removeItem, setItem } = loadStorage();
    setItem('k', 1);
    expect(removeItem('k')).toBe(true);
    expect(getItem('k')).toBe(false);
  });
});

/** A fresh module on a page whose `localStorage` property yields `get()`, with `alert` spied. */
function loadStorageOver(get: () => unknown) {
  Object.defineProperty(window, 'localStorage', { configurable: true, get });
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  return { alert, ...loadStorage() };
}

describe('storage without a usable localStorage', () => {
  it('alerts the catalogue text and answers false when localStorage is missing', () => {
    const { alert, getItem, removeItem, setItem } = loadStorageOver(() => undefined);
    expect(setItem('k', 1)).toBe(false);
    expect(getItem('k')).toBe(false);
    expect(removeItem('k')).toBe(false);
    expect(alert).toHaveBeenCalledWith('您的浏览器不支持 localStorage');
    expect(alert).toHaveBeenCalledWith(messages.storage.unsupported);
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('alerts and answers false when reading the localStorage property throws', () => {
    const { alert, getItem } = loadStorageOver(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(getItem('k')).toBe(false);
    expect(alert).toHaveBeenCalledWith(messages.storage.unsupported);
  });

  it('alerts and answers false when every storage call throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('quota');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('quota');
      },
    };
    const { alert, getItem, removeItem, setItem } = loadStorageOver(() => throwing);
    expect(setItem('k', 1)).toBe(false);
    expect(getItem('k')).toBe(false);
    expect(removeItem('k')).toBe(false);
    expect(alert).toHaveBeenCalledTimes(1);
  });
});
