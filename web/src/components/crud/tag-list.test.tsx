import { render, screen } from '@testing-library/react';
import { TagList } from './tag-list';

describe('TagList', () => {
  it('reads each tag in order', () => {
    const { container } = render(
      <TagList
        tags={[
          { key: 'm-1.query', text: 'SystemUser.query' },
          { key: 'm-1.edit', text: 'SystemUser.edit' },
        ]}
        emptyText="none"
      />,
    );
    expect(container).toHaveTextContent(/^SystemUser\.querySystemUser\.edit$/);
    expect(screen.queryByText('none')).not.toBeInTheDocument();
  });

  it('shows the empty text when there are no tags', () => {
    render(<TagList tags={[]} emptyText="none" />);
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
