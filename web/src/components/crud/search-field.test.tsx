import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Activity } from 'react';
import { SearchField } from './search-field';

const box = () => screen.getByRole('searchbox');

describe('SearchField', () => {
  it('keeps a keyword typed and not yet searched while its page is hidden and shown again (a kept-alive tab)', async () => {
    const user = userEvent.setup();
    const field = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <SearchField value="root" onSearch={jest.fn()} />
      </Activity>
    );
    const { rerender } = render(field('visible'));
    await user.clear(box());
    await user.type(box(), 'draft');
    rerender(field('hidden'));
    rerender(field('visible'));
    expect(box()).toHaveValue('draft');
  });

  it('takes the keyword the list was loaded with when it changes', () => {
    const { rerender } = render(<SearchField value="root" onSearch={jest.fn()} />);
    expect(box()).toHaveValue('root');
    rerender(<SearchField value="staff" onSearch={jest.fn()} />);
    expect(box()).toHaveValue('staff');
  });
});
