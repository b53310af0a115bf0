import { BLANK_NAMES } from '@shared/testing/blank-names';
import { nameText } from './validators';

describe("nameText: the contract's shown-name rule", () => {
  it.each(['', '  ', ...BLANK_NAMES])('asks for a name when %j shows nothing', (value) => {
    expect(nameText(value, '角色名称')).toBe('请输入角色名称');
  });

  it("refuses control characters, and takes a name with something visible (duplicates are the server's to find)", () => {
    expect(nameText('a\u0007b', '角色名称')).toBe('角色名称含有无法显示的字符');
    for (const value of ['管理员', '管理员\u200b', ' Ａ ', 'a\u202eb'])
      expect({ value, error: nameText(value, '角色名称') }).toEqual({ value, error: undefined });
  });
});
