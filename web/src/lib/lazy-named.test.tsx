import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyNamed } from './lazy-named';

describe('lazyNamed', () => {
  it('renders the named export once its module has loaded, the fallback until then', async () => {
    const load = jest.fn(() => Promise.resolve({ Greeting: ({ name }: { name: string }) => <p>你好，{name}</p> }));
    const Greeting = lazyNamed(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Greeting name="root" />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByText('你好，root')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
