import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ItemDialog } from './item-dialog';

describe('ItemDialog', () => {
  it('asks for a name and an owner that show something, and sends nothing', async () => {
    const onSubmit = jest.fn();
    render(<ItemDialog item={null} saving={false} onSubmit={onSubmit} onClose={jest.fn()} />);
    fireEvent.change(screen.getByLabelText(/^名称/), { target: { value: '\u200b\u200b' } });
    fireEvent.change(screen.getByLabelText(/^负责人/), { target: { value: '\u2800' } });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请填写名称')).toBeInTheDocument();
    expect(screen.getByText('请填写负责人')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
