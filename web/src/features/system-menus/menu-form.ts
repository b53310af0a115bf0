import { type MenuIcon, isMenuIcon } from '@shared/menu-icons';
import { type FieldErrors, nameText, requiredText } from '@/components/crud/validators';
import { systemMenus } from '@/i18n/page-messages';
import {
  ACTION_CODE_PATTERN,
  COMPONENT_PATTERN,
  HREF_PATTERN,
  ROUTE_NAME_PATTERN,
  ROUTE_PATH_PATTERN,
} from '@shared/contract/patterns/menu';
import type { MenuAction, MenuNode, MenuParam } from './api';

const menuTexts = systemMenus;

/** The contract's largest `sequence`. */
const MAX_SEQUENCE = 1_000_000;

/**
 * What the menu form edits: the contract's menu fields, with the ones a text input or select
 * holds as text (`parentId` is `''` at the top level, the sequence and the icon as typed, no link as `''`).
 */
export type MenuFields = Omit<MenuParam, 'parentId' | 'sequence' | 'href' | 'icon'> & {
  parentId: string;
  sequence: string;
  href: string;
  icon: string;
};

/** The form's messages: one per field, and per action row by index. */
export interface MenuErrors extends FieldErrors<Omit<MenuFields, 'actions'>> {
  actions?: { code?: string; name?: string }[];
}

/** The codes of the four usual actions a new menu starts with. */
const DEFAULT_ACTION_CODES = ['query', 'add', 'edit', 'delete'] as const;

/** The fields of a new menu under `parentId`, with the four usual actions named in the user's language. */
export function newMenuFields(parentId: string | null): MenuFields {
  const action = (code: (typeof DEFAULT_ACTION_CODES)[number]): MenuAction => ({
    code,
    name: menuTexts.defaultActionNames[code],
    resourceIds: [],
  });
  return {
    parentId: parentId ?? '',
    routeName: '',
    routePath: '',
    component: '',
    name: '',
    icon: '',
    showStatus: 1,
    sequence: '0',
    href: '',
    actions: DEFAULT_ACTION_CODES.map(action),
  };
}

/** The fields for editing `node`. */
export function menuToFields(node: MenuNode): MenuFields {
  const { parentId, routeName, routePath, component, name, icon, showStatus, sequence, href, actions } = node;
  return {
    parentId: parentId ?? '',
    routeName,
    routePath,
    component,
    name,
    icon,
    showStatus,
    sequence: String(sequence),
    href: href ?? '',
    actions,
  };
}

const pattern = (value: string, label: string, rule: RegExp, message: string) =>
  requiredText(value, label) ?? (rule.test(value.trim()) ? undefined : message);

/** Every field against the contract's rules; action codes unique within the menu. */
export function validateMenu(fields: MenuFields): MenuErrors {
  const t = menuTexts;
  const sequenceOk = /^\d+$/.test(fields.sequence.trim()) && Number(fields.sequence) <= MAX_SEQUENCE;
  const href = fields.href.trim();
  const codes = fields.actions.map((action) => action.code.trim());
  const actionErrors = fields.actions.map((action, i) => ({
    code:
      pattern(action.code, t.actionCode, ACTION_CODE_PATTERN, t.actionCodeFormat) ??
      (codes.indexOf(codes[i] ?? '') !== i ? t.actionCodeDuplicate : undefined),
    name: nameText(action.name, t.actionName),
  }));
  return {
    routeName: pattern(fields.routeName, t.routeName, ROUTE_NAME_PATTERN, t.routeNameFormat),
    routePath: pattern(fields.routePath, t.routePath, ROUTE_PATH_PATTERN, t.routePathFormat),
    component: pattern(fields.component, t.component, COMPONENT_PATTERN, t.componentFormat),
    name: nameText(fields.name, t.name),
    // The contract's own list (`MenuIcon`), which the server checks too.
    icon: requiredText(fields.icon, t.icon) ?? (isMenuIcon(fields.icon.trim()) ? undefined : t.iconUnknown),
    sequence: sequenceOk ? undefined : t.sequenceRange,
    href: href === '' || HREF_PATTERN.test(href) ? undefined : t.hrefFormat,
    actions: actionErrors.some((row) => row.code || row.name) ? actionErrors : undefined,
  };
}

/** Whether the form can be sent. */
export function isMenuValid(errors: MenuErrors): boolean {
  return Object.values(errors).every((message) => message === undefined);
}

/** What saving sends, once `validateMenu` has passed (so the icon is a `MenuIcon`); an empty link is left out. */
export function toMenuParam(fields: MenuFields): MenuParam {
  const href = fields.href.trim();
  return {
    parentId: fields.parentId === '' ? null : fields.parentId,
    routeName: fields.routeName.trim(),
    routePath: fields.routePath.trim(),
    component: fields.component.trim(),
    name: fields.name.trim(),
    icon: fields.icon.trim() as MenuIcon,
    showStatus: fields.showStatus,
    sequence: Number(fields.sequence),
    ...(href === '' ? {} : { href }),
    actions: fields.actions.map(({ code, name, resourceIds }) => ({
      code: code.trim(),
      name: name.trim(),
      resourceIds,
    })),
  };
}

/** One choice of the parent select: a menu, indented by depth. */
export interface ParentOption {
  id: string;
  label: string;
}

/**
 * The menus `menuId` may move under, in tree order, indented: every menu but itself and its
 * descendants (a menu cannot become its own ancestor).
 */
export function parentOptions(tree: readonly MenuNode[], menuId: string | null): ParentOption[] {
  const options: ParentOption[] = [];
  const stack = [...tree].reverse().map((node) => ({ node, depth: 0 }));
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (item.node.id === menuId) continue;
    options.push({ id: item.node.id, label: `${'\u3000'.repeat(item.depth)}${item.node.name}` });
    const depth = item.depth + 1;
    stack.push(...[...item.node.children].reverse().map((node) => ({ node, depth })));
  }
  return options;
}

/** The menu with `id` anywhere in the tree. */
export function findMenu(tree: readonly MenuNode[], id: string): MenuNode | undefined {
  const stack = [...tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.id === id) return node;
    stack.push(...node.children);
  }
  return undefined;
}
