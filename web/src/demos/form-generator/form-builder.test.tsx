import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormBuilder } from './form-builder';

const empty = { version: 1 as const, title: '测试表单', fields: [] };

/** Pastes `json` into the import dialog and submits it; returns the dialog. */
async function importJson(json: string) {
  await userEvent.click(screen.getByRole('button', { name: '导入 JSON' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('textbox', { name: '导入表单 JSON' }));
  await userEvent.paste(json);
  await userEvent.click(within(dialog).getByRole('button', { name: '导入' }));
  return dialog;
}

describe('FormBuilder', () => {
  it('adds a field from the palette, makes it required and the preview enforces it', async () => {
    render(<FormBuilder initial={empty} />);
    await userEvent.click(screen.getByRole('button', { name: '添加单行文本' }));
    const properties = screen.getByRole('group', { name: '字段属性' });
    await userEvent.clear(within(properties).getByRole('textbox', { name: '标签' }));
    await userEvent.type(within(properties).getByRole('textbox', { name: '标签' }), '昵称');
    await userEvent.click(within(properties).getByRole('checkbox', { name: '必填' }));

    const preview = screen.getByRole('form', { name: '测试表单' });
    await userEvent.click(within(preview).getByRole('button', { name: '提交' }));
    expect(within(preview).getByText('请填写昵称')).toBeInTheDocument();

    await userEvent.type(within(preview).getByRole('textbox', { name: /昵称/ }), '小明');
    await userEvent.click(within(preview).getByRole('button', { name: '提交' }));
    expect(within(preview).queryByText('请填写昵称')).not.toBeInTheDocument();
    expect(within(preview).getByText(/"text1": "小明"/)).toBeInTheDocument();
  });

  it('reorders fields', async () => {
    render(<FormBuilder />);
    const names = () =>
      within(screen.getByRole('list', { name: '表单字段' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const before = names();
    await userEvent.click(screen.getByRole('button', { name: '下移 姓名' }));
    expect(names()).toEqual([before[1], before[0], ...before.slice(2)]);
  });

  it('lists the problems of an invalid import and keeps the current form', async () => {
    render(<FormBuilder />);
    const dialog = await importJson(
      '{"version": 1, "title": "x", "fields": [{"name": "a", "label": "A", "type": "slider", "required": true}]}',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('$.fields[0].type 必须是以下之一');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.getByRole('button', { name: '下移 姓名' })).toBeInTheDocument();
  });

  it('imports a valid form', async () => {
    render(<FormBuilder />);
    await importJson(
      '{"version": 1, "title": "反馈", "fields": [{"name": "mail", "label": "邮箱", "type": "text", "required": true}]}',
    );
    expect(screen.getByText('已导入 1 个字段')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '反馈' })).toBeInTheDocument();
  });
});
