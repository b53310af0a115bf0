import { render, screen } from '@testing-library/react';
import { NumericField } from './numeric-field';

describe('NumericField', () => {
  it('is named by its label', () => {
    render(<NumericField label="时长" value={3} onValueChange={() => undefined} />);
    expect(screen.getByRole('spinbutton', { name: '时长' })).toHaveValue('3');
  });

  it('lets its step buttons name the input they control by an id that exists', () => {
    render(<NumericField label="时长" value={3} onValueChange={() => undefined} />);
    const input = screen.getByRole('spinbutton', { name: '时长' });
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(2);
    for (const button of buttons)
      expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBe(input);
  });

  it('names its step buttons in the catalogue language, also after a re-render', () => {
    const { rerender } = render(<NumericField label="时长" value={3} onValueChange={() => undefined} />);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['增加', '减少']);
    rerender(<NumericField label="时长" value={4} onValueChange={() => undefined} />);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['增加', '减少']);
  });
});
