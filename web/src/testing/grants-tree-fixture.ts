/** A small menu tree for the grants tests, typed from the contract. */
import { systemMenuNode } from './system-menu-node';
import type { MenuNode } from '@/features/system-roles/api';

const action = (code: string, name: string) => ({ code, name, resourceIds: [] });

function menu(
  id: string,
  name: string,
  parentId: string | null,
  codes: [string, string][],
  children: MenuNode[] = [],
): MenuNode {
  return systemMenuNode(
    id,
    name,
    parentId,
    codes.map(([code, label]) => action(code, label)),
    children,
  );
}

/** Dashboard (query, export); ListPage › QueryList (query, add) and StandardList (query). */
export const grantsTreeFixture: MenuNode[] = [
  menu('Dashboard', '仪表盘', null, [
    ['query', '查询'],
    ['export', '导出'],
  ]),
  menu(
    'ListPage',
    '列表页',
    null,
    [],
    [
      menu('QueryList', '查询表格', 'ListPage', [
        ['query', '查询'],
        ['add', '新增'],
      ]),
      menu('StandardList', '标准列表', 'ListPage', [['query', '查询']]),
    ],
  ),
];
