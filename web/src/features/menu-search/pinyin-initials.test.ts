/** @jest-environment node */
// Node's ICU has the same pinyin collation as Chromium's; the boundaries are checked on it here.
import { seedMenus } from '../../../../mock-server/src/data/seed-menus';
import { pinyinInitials } from './pinyin-initials';

/** Every seeded Chinese title and its initials, as a reader of pinyin writes them. */
const SEEDED: Record<string, string> = {
  仪表盘: 'ybp',
  系统管理: 'xtgl',
  菜单管理: 'cdgl',
  资源管理: 'zygl',
  角色管理: 'jsgl',
  用户管理: 'yhgl',
  操作日志: 'czrz',
  登录日志: 'dlrz',
  组件示例: 'zjsl',
  数字动画: 'szdh',
  返回顶部: 'fhdb',
  流程设计器: 'lcsjq',
  表格生成器: 'bgscq',
  表单生成器: 'bdscq',
  代码沙箱: 'dmsx',
  地图: 'dt',
  列表页: 'lby',
  查询表格: 'cxbg',
  标准列表: 'bzlb',
  个人页: 'gry',
  个人中心: 'grzx',
  个人设置: 'grsz',
  文档: 'wd',
};

describe('pinyinInitials', () => {
  it.each(Object.entries(SEEDED))('gives %s the initials %s', (title, initials) => {
    expect(pinyinInitials(title)).toBe(initials);
  });

  it('covers every Chinese title of the seeded menu', () => {
    const chinese = seedMenus('https://docs.example.org')
      .map((menu) => menu.name)
      .filter((name) => /\p{Script=Han}/u.test(name));
    expect(chinese.filter((name) => !(name in SEEDED))).toEqual([]);
  });

  it('puts the first and last character of each letter on the right side of its boundary', () => {
    // Neighbours across every boundary: the last syllable of one letter, the first of the next.
    const pairs: [string, string][] = [
      ['啊', 'a'],
      ['澳', 'a'],
      ['八', 'b'],
      ['簿', 'b'],
      ['擦', 'c'],
      ['错', 'c'],
      ['搭', 'd'],
      ['多', 'd'],
      ['额', 'e'],
      ['二', 'e'],
      ['发', 'f'],
      ['覆', 'f'],
      ['嘎', 'g'],
      ['过', 'g'],
      ['哈', 'h'],
      ['获', 'h'],
      ['机', 'j'],
      ['俊', 'j'],
      ['卡', 'k'],
      ['阔', 'k'],
      ['拉', 'l'],
      ['略', 'l'],
      ['落', 'l'],
      ['妈', 'm'],
      ['穆', 'm'],
      ['拿', 'n'],
      ['诺', 'n'],
      ['哦', 'o'],
      ['沤', 'o'],
      ['趴', 'p'],
      ['瀑', 'p'],
      ['七', 'q'],
      ['群', 'q'],
      ['然', 'r'],
      ['弱', 'r'],
      ['撒', 's'],
      ['锁', 's'],
      ['他', 't'],
      ['拓', 't'],
      ['挖', 'w'],
      ['误', 'w'],
      ['夕', 'x'],
      ['迅', 'x'],
      ['压', 'y'],
      ['运', 'y'],
      ['匝', 'z'],
      ['做', 'z'],
    ];
    expect(pairs.filter(([char, letter]) => pinyinInitials(char) !== letter)).toEqual([]);
  });

  it('keeps Latin letters and digits lowercased and drops spaces and punctuation', () => {
    expect(pinyinInitials('OpenLayers')).toBe('openlayers');
    expect(pinyinInitials('Bulk 12 · 地图')).toBe('bulk12dt');
    expect(pinyinInitials('')).toBe('');
  });
});
