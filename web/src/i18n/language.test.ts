import { LANGUAGE_STORAGE_KEY, storedLanguage } from './language';

afterEach(() => window.localStorage.clear());

describe('stored language', () => {
  it('is zh-CN until a known language is stored', () => {
    expect(storedLanguage()).toBe('zh-CN');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, '"fr-FR"');
    expect(storedLanguage()).toBe('zh-CN');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'not json');
    expect(storedLanguage()).toBe('zh-CN');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, '"en-US"');
    expect(storedLanguage()).toBe('en-US');
  });
});
