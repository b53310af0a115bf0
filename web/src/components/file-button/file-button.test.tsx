import { fireEvent, render, screen } from '@testing-library/react';
import { FileButton } from './file-button';

describe('FileButton', () => {
  it('opens the file chooser from its button and hands over the chosen file once', () => {
    const onFile = jest.fn();
    render(<FileButton text="打开文件" accept=".bpmn" onFile={onFile} />);
    const input = screen.getByLabelText<HTMLInputElement>('打开文件');
    const click = jest.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: '打开文件' }));
    expect(click).toHaveBeenCalledTimes(1);
    const file = new File(['<xml/>'], 'a.bpmn');
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
    expect(input.accept).toBe('.bpmn');
  });

  it('does nothing when the chooser is closed with no file', () => {
    const onFile = jest.fn();
    render(<FileButton text="打开文件" onFile={onFile} />);
    fireEvent.change(screen.getByLabelText('打开文件'), { target: { files: [] } });
    expect(onFile).not.toHaveBeenCalled();
  });
});
