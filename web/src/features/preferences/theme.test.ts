import { Classes } from '@blueprintjs/core';
import { PREFERENCES_STORAGE_KEY } from './preferences-storage';
import { DARK_CLASS, applyTheme, resolveTheme, themeBootScript } from './theme';

/** Runs the boot script as index.html does, with the system asking for dark or not. */
function boot(systemDark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: systemDark && query === '(prefers-color-scheme: dark)',
  })) as typeof window.matchMedia;
  new Function(themeBootScript())();
  return document.documentElement.classList.contains(Classes.DARK);
}

const store = (value: string) => window.localStorage.setItem(PREFERENCES_STORAGE_KEY, value);

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('theme', () => {
  it('follows the system while the choice is system, else the choice', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('draws dark with Blueprint’s own dark class on <html>, and takes it off for light', () => {
    expect(DARK_CLASS).toBe(Classes.DARK);
    applyTheme('dark');
    expect(document.documentElement.classList.contains(Classes.DARK)).toBe(true);
    applyTheme('light');
    expect(document.documentElement.classList.contains(Classes.DARK)).toBe(false);
  });

  it('boots in the stored choice before the app runs, over the system’s', () => {
    store(JSON.stringify({ theme: 'dark' }));
    expect(boot(false)).toBe(true);
    store(JSON.stringify({ theme: 'light' }));
    expect(boot(true)).toBe(false);
  });

  it('boots in the system’s scheme when the choice is system, missing or tampered', () => {
    store(JSON.stringify({ theme: 'system' }));
    expect(boot(true)).toBe(true);
    window.localStorage.clear();
    expect(boot(true)).toBe(true);
    expect(boot(false)).toBe(false);
    store('{not json');
    expect(boot(true)).toBe(true);
    store(JSON.stringify({ theme: 'neon' }));
    expect(boot(true)).toBe(true);
  });
});
