import { changeRow, valueText } from './change-diff';

describe('changeRow', () => {
  it('marks the items a list gained and lost, keeping the ones in both', () => {
    expect(changeRow({ field: 'roleIds', before: ['r-staff', 'r-old'], after: ['r-staff', 'r-auditor'] })).toEqual({
      field: 'roleIds',
      redacted: false,
      before: {
        kind: 'list',
        items: [
          { text: 'r-staff', mark: 'kept' },
          { text: 'r-old', mark: 'removed' },
        ],
      },
      after: {
        kind: 'list',
        items: [
          { text: 'r-staff', mark: 'kept' },
          { text: 'r-auditor', mark: 'added' },
        ],
      },
    });
  });

  it("compares a list's objects by value, whatever the order of their fields", () => {
    const row = changeRow({
      field: 'menus',
      before: [
        { menuId: 'm-1', actions: ['query'] },
        { menuId: 'm-2', actions: ['query'] },
      ],
      after: [
        { actions: ['query'], menuId: 'm-1' },
        { menuId: 'm-2', actions: ['query', 'add'] },
      ],
    });
    expect(row.before).toEqual({
      kind: 'list',
      items: [
        { text: 'menuId: m-1; actions: query', mark: 'kept' },
        { text: 'menuId: m-2; actions: query', mark: 'removed' },
      ],
    });
    expect(row.after).toEqual({
      kind: 'list',
      items: [
        { text: 'actions: query; menuId: m-1', mark: 'kept' },
        { text: 'menuId: m-2; actions: query, add', mark: 'added' },
      ],
    });
  });

  it('shows an add with nothing before and a delete with nothing after, every item of a list added or removed', () => {
    expect(changeRow({ field: 'name', after: '审计员' })).toMatchObject({
      before: { kind: 'none' },
      after: { kind: 'text', text: '审计员' },
    });
    expect(changeRow({ field: 'roleIds', before: ['r-1'] })).toMatchObject({
      before: { kind: 'list', items: [{ text: 'r-1', mark: 'removed' }] },
      after: { kind: 'none' },
    });
    expect(changeRow({ field: 'roleIds', after: ['r-1'] }).after).toEqual({
      kind: 'list',
      items: [{ text: 'r-1', mark: 'added' }],
    });
  });

  it('shows a secret as changed without values', () => {
    expect(changeRow({ field: 'password', redacted: true })).toEqual({
      field: 'password',
      redacted: true,
      before: { kind: 'none' },
      after: { kind: 'none' },
    });
  });
});

describe('valueText', () => {
  it('writes values as a reader reads them', () => {
    expect([true, false, '', null, [], 3, 'x'].map(valueText)).toEqual([
      '是',
      '否',
      '（空）',
      '（空）',
      '（空）',
      '3',
      'x',
    ]);
    expect(valueText({ code: 'query', resources: ['r-1', 'r-2'] })).toBe('code: query; resources: r-1, r-2');
  });
});
