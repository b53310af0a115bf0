import { fillInPlace } from './active';
import { LANGUAGE_STORAGE_KEY } from './language';

type I18n = typeof import('.');

/** A fresh copy of the catalogue modules, as a page load has them. */
function freshI18n(): I18n {
  let i18n: I18n | undefined;
  jest.isolateModules(() => {
    i18n = jest.requireActual<I18n>('.');
  });
  if (!i18n) throw new Error('the i18n module did not load');
  return i18n;
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = '';
});

describe('loadLanguage', () => {
  it('puts English in place for a module that kept a section before the switch', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, '"en-US"');
    const i18n = freshI18n();
    // What a module evaluated in the entry chunk holds from its first line on.
    const header = i18n.messages.header;
    const codes = i18n.messages.request.codes;
    expect(header.logout).toBe('退出登录');

    await i18n.loadLanguage();

    expect([header.logout, codes[404], i18n.messages.shell.userCenter.title]).toEqual([
      'Sign out',
      'The resource does not exist',
      'My profile',
    ]);
    expect(i18n.locale).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('titles seeded menus by routeName in English and keeps the server name of any other menu', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, '"en-US"');
    const i18n = freshI18n();
    expect(i18n.menuTitle('SystemUser', '用户管理')).toBe('用户管理');

    await i18n.loadLanguage();

    expect(i18n.menuTitle('SystemUser', '用户管理')).toBe('Users');
    expect(i18n.menuTitle('Invoices', '发票')).toBe('发票');
  });

  it('shows the name an administrator gave a seeded menu, not the English title of its seeded name', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, '"en-US"');
    const i18n = freshI18n();
    await i18n.loadLanguage();

    expect(i18n.menuTitle('SystemUser', '员工账号')).toBe('员工账号');
    expect(i18n.menuTitle('toString', 'toString')).toBe('toString');
  });

  it('keeps zh-CN and says so in <html lang> when nothing is stored', async () => {
    const i18n = freshI18n();

    await i18n.loadLanguage();

    expect([i18n.locale, i18n.messages.header.logout, i18n.menuTitle('SystemUser', '用户管理')]).toEqual([
      'zh-CN',
      '退出登录',
      '用户管理',
    ]);
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});

describe('loadLanguage when the English chunk cannot be fetched', () => {
  it('keeps zh-CN, and <html lang> says zh-CN rather than announce Chinese as English', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, '"en-US"');
    jest.doMock('./en-US', () => {
      throw new Error('Loading chunk en-US failed');
    });
    const i18n = freshI18n();

    await i18n.loadLanguage();

    jest.dontMock('./en-US');
    expect([i18n.locale, i18n.messages.header.logout, document.documentElement.lang]).toEqual([
      'zh-CN',
      '退出登录',
      'zh-CN',
    ]);
  });
});

describe('fillInPlace', () => {
  it('writes texts and functions over the target, section by section, keeping its section objects', () => {
    const section = { a: '甲', fn: (n: number) => `${n} 个` };
    const target = { top: '顶', section };
    fillInPlace(target, { top: 'top', section: { a: 'A', fn: (n: number) => `${n} items` } });
    expect(target.section).toBe(section);
    expect([target.top, section.a, section.fn(2)]).toEqual(['top', 'A', '2 items']);
  });
});
