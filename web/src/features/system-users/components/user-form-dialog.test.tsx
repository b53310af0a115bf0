import { OverlaysProvider } from '@blueprintjs/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOLDS_EVERYTHING, type Holdings } from '@/features/crud';
import { md5Hex } from '@/lib/md5-hex';
import { systemRole } from '@/testing/system-records';
import type { RoleOption } from '@/features/system-users/api';
import { UserFormDialog, type UserFormDialogProps } from './user-form-dialog';

const role = (id: string, name: string, menus: RoleOption['menus'] = [], builtIn = false) =>
  systemRole(id, menus, builtIn, name);
const roles = {
  items: [role('r-chief', '管理员', [], true), role('r-staff', '普通员工')],
  status: 'ready' as const,
  error: null,
};

/** A user editor (not root): holds user management and nothing else. */
const editorHoldings: Holdings = {
  selfId: 'u-editor',
  isRoot: false,
  menus: new Map([
    ['m-system', { actions: [] }],
    ['m-system-user', { actions: [{ code: 'query' }, { code: 'edit' }] }],
  ]),
};
const editorRoles = {
  items: [
    role('r-chief', '管理员', [{ menuId: 'm-system-user', actions: ['query', 'edit', 'delete'] }], true),
    role('r-editor', '用户编辑', [
      { menuId: 'm-system', actions: [] },
      { menuId: 'm-system-user', actions: ['query', 'edit'] },
    ]),
    role('r-staff', '普通员工', [{ menuId: 'm-dashboard', actions: ['query'] }]),
  ],
  status: 'ready' as const,
  error: null,
};
const editor = {
  id: 'u-editor',
  userName: 'editor',
  realName: '编辑',
  email: '',
  phone: '',
  status: 'enabled' as const,
  roleIds: ['r-editor'],
  roles: [{ id: 'r-editor', name: '用户编辑' }],
  builtIn: false,
  createdAt: '2026-11-21T10:00:00.000Z',
};

/**
 * Renders the dialog and waits until it has put focus on its first field, as a user would: the
 * overlay moves focus a frame after opening, which would otherwise land in the middle of typing.
 */
async function renderDialog(props: Partial<UserFormDialogProps> = {}) {
  const handlers = { onCreate: jest.fn(), onUpdate: jest.fn(), onClose: jest.fn() };
  render(
    <OverlaysProvider>
      <UserFormDialog
        isOpen
        record={null}
        roles={roles}
        holdings={HOLDS_EVERYTHING}
        submitting={false}
        error={null}
        {...handlers}
        {...props}
      />
    </OverlaysProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: props.record ? '编辑用户' : '新建用户' });
  await waitFor(() => expect(dialog.querySelector('input:focus')).not.toBeNull());
  return { ...handlers, dialog };
}

/** What an update sends of a record the dialog left as it was. */
const editableFields = ({ userName, realName, email, phone, status, roleIds }: typeof editor) => ({
  userName,
  realName,
  email,
  phone,
  status,
  roleIds,
});

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

describe('UserFormDialog', () => {
  it('shows every broken rule on submit and sends nothing', async () => {
    const { dialog, onCreate } = await renderDialog();
    await userEvent.type(field(dialog, /^用户名/), '-x');
    await userEvent.type(field(dialog, /^密码/), '123');
    await userEvent.type(field(dialog, /^邮箱/), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText(/^用户名以字母或数字开头/)).toBeInTheDocument();
    expect(within(dialog).getByText('请输入姓名')).toBeInTheDocument();
    expect(within(dialog).getByText('密码至少 6 个字符')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入确认密码')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入有效的邮箱地址')).toBeInTheDocument();
    expect(field(dialog, /^姓名/)).toHaveAttribute('aria-invalid', 'true');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('clears a message as soon as the field is fixed', async () => {
    const { dialog } = await renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请输入姓名')).toBeInTheDocument();
    await userEvent.type(field(dialog, /^姓名/), '王芳');
    expect(within(dialog).queryByText('请输入姓名')).not.toBeInTheDocument();
  });

  it('sends a valid user with the chosen roles and the password hashed', async () => {
    const { dialog, onCreate } = await renderDialog();
    await userEvent.type(field(dialog, /^用户名/), 'wang.fang');
    await userEvent.type(field(dialog, /^姓名/), '王芳');
    await userEvent.type(field(dialog, /^密码/), 'secret-1');
    await userEvent.type(field(dialog, /^确认密码/), 'secret-1');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '普通员工' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(onCreate).toHaveBeenCalledWith({
      userName: 'wang.fang',
      realName: '王芳',
      password: md5Hex('secret-1'),
      email: '',
      phone: '',
      status: 'enabled',
      roleIds: ['r-staff'],
    });
  });

  it('edits a user without asking for a password', async () => {
    const staff = {
      ...editor,
      id: 'u-staff',
      userName: 'staff',
      realName: '李明',
      roleIds: ['r-staff'],
      roles: [{ id: 'r-staff', name: '普通员工' }],
    };
    const { dialog, onUpdate } = await renderDialog({ record: staff, error: '用户名已存在' });
    expect(within(dialog).getByText('用户名已存在')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: '普通员工' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(onUpdate).toHaveBeenCalledWith('u-staff', editableFields(staff));
  });

  it('offers a non-root user only the roles whose grants they hold', async () => {
    const { dialog } = await renderDialog({ roles: editorRoles, holdings: editorHoldings });
    const picker = within(dialog).getByRole('group', { name: '角色' });
    expect(
      within(picker)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['用户编辑']);
    expect(within(dialog).getByRole('checkbox', { name: '启用' })).toBeChecked();
  });

  it("offers no roles and no status for the signed-in user's own record, and sends them unchanged", async () => {
    const { dialog, onUpdate } = await renderDialog({ record: editor, roles: editorRoles, holdings: editorHoldings });
    expect(within(dialog).queryByRole('group', { name: '角色' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.clear(field(dialog, /^姓名/));
    await userEvent.type(field(dialog, /^姓名/), '编辑甲');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(onUpdate).toHaveBeenCalledWith('u-editor', { ...editableFields(editor), realName: '编辑甲' });
  });

  it("offers no password on the signed-in user's own record, root included, but on anyone else's", async () => {
    const passwordBoxes = (dialog: HTMLElement) => within(dialog).queryAllByLabelText(/^(确认)?密码/);
    const own = await renderDialog({ record: editor, roles: editorRoles, holdings: editorHoldings });
    expect(passwordBoxes(own.dialog)).toHaveLength(0);
    cleanup();
    const rootSelf = await renderDialog({
      record: { ...editor, id: 'u-me' },
      holdings: { ...HOLDS_EVERYTHING, selfId: 'u-me' },
    });
    expect(passwordBoxes(rootSelf.dialog)).toHaveLength(0);
    cleanup();
    const other = await renderDialog({ record: editor, holdings: { ...HOLDS_EVERYTHING, selfId: 'u-me' } });
    expect(passwordBoxes(other.dialog)).toHaveLength(2);
  });
});
