import { fieldSelectors } from './field-selectors';

interface Form {
  status: 'idle' | 'failed';
  rows: string[];
}

describe('fieldSelectors', () => {
  it('makes one selector per name, each reading its own field as it is', () => {
    const rows = ['a'];
    const selectors = fieldSelectors<Form>()({ selectStatus: 'status', selectRows: 'rows' });
    expect(Object.keys(selectors)).toEqual(['selectStatus', 'selectRows']);
    expect(selectors.selectStatus({ status: 'failed', rows })).toBe('failed');
    expect(selectors.selectRows({ status: 'idle', rows })).toBe(rows);
  });
});
