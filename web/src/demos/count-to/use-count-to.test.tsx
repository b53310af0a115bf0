import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CountTo } from './count-to';
import { useCountTo } from './use-count-to';

function Harness() {
  const counter = useCountTo({ start: 0, end: 1000, duration: 100, easing: 'linear' });
  return (
    <div>
      <CountTo value={counter.value} separator="," />
      <p>{counter.status}</p>
      <button onClick={counter.start}>start</button>
      <button onClick={counter.pause}>pause</button>
      <button onClick={counter.resume}>resume</button>
      <button onClick={counter.reset}>reset</button>
    </div>
  );
}

describe('useCountTo with CountTo', () => {
  let now = 0;
  let queued: FrameRequestCallback[] = [];
  const advance = (ms: number) => {
    now += ms;
    const callbacks = queued;
    queued = [];
    act(() => callbacks.forEach((callback) => callback(now)));
  };

  beforeEach(() => {
    now = 0;
    queued = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => queued.push(callback));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {
      queued = [];
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it('counts to the end value and stops there', async () => {
    render(<Harness />);
    expect(screen.getByRole('status')).toHaveTextContent('0');
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    advance(0);
    advance(50);
    expect(screen.getByRole('status')).toHaveTextContent('500');
    advance(60);
    expect(screen.getByRole('status')).toHaveTextContent('1,000');
    expect(screen.getByText('done')).toBeInTheDocument();
    expect(queued).toHaveLength(0);
  });

  it('pauses, resumes where it stopped and resets to the start', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    advance(0);
    advance(30);
    await userEvent.click(screen.getByRole('button', { name: 'pause' }));
    expect(screen.getByText('paused')).toBeInTheDocument();
    now += 1000;
    await userEvent.click(screen.getByRole('button', { name: 'resume' }));
    advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('300');
    advance(20);
    expect(screen.getByRole('status')).toHaveTextContent('500');
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByRole('status')).toHaveTextContent('0');
    expect(screen.getByText('idle')).toBeInTheDocument();
  });
});
