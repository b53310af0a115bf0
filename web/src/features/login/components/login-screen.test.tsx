import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCaptchaId, fetchCaptchaImage, login } from '@/features/login/api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LoginScreen } from '..';

jest.mock('@/features/login/api');
jest.mock('@/lib/blob-to-data-url', () => ({
  blobToDataUrl: () => Promise.resolve('data:image/svg+xml;base64,PHN2Zy8+'),
}));

// jsdom has no Response; the sagas never read it.
const response = {} as Response;

beforeEach(() => {
  jest
    .mocked(fetchCaptchaId)
    .mockResolvedValue({ data: { captchaId: 'c1' }, error: undefined, response } as Awaited<
      ReturnType<typeof fetchCaptchaId>
    >);
  jest
    .mocked(fetchCaptchaImage)
    .mockResolvedValue({ data: new Blob(['<svg/>']), error: undefined, response } as Awaited<
      ReturnType<typeof fetchCaptchaImage>
    >);
});
afterEach(() => {
  jest.resetAllMocks();
  window.localStorage.clear();
});

/** The sign-in call answers a token. */
function loginSucceeds() {
  jest.mocked(login).mockResolvedValue({
    data: { accessToken: 'a', tokenType: 'Bearer', expiresAt: 1_800_000_000 },
    error: undefined,
    response,
  } as Awaited<ReturnType<typeof login>>);
}

async function renderLogin(onFirstInput?: () => void) {
  const result = renderWithProviders(<LoginScreen onFirstInput={onFirstInput} />, { route: '/login' });
  await screen.findByRole('img', { name: '验证码图片，点击刷新' });
  return result;
}

describe('LoginScreen', () => {
  it('names every empty field instead of sending the form', async () => {
    const user = userEvent.setup();
    await renderLogin();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('submits on Enter once, with the captcha id, and cannot be sent twice while it is on its way', async () => {
    const user = userEvent.setup();
    jest.mocked(login).mockReturnValue(new Promise(() => undefined));
    await renderLogin();
    await user.type(screen.getByLabelText('用户名'), 'root');
    await user.type(screen.getByLabelText('密码'), 'abc-123');
    await user.type(screen.getByLabelText('验证码'), '1234{Enter}');
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(jest.mocked(login).mock.calls[0]?.[0]).toMatchObject({
      userName: 'root',
      captchaId: 'c1',
      captchaCode: '1234',
    });
    const button = screen.getByRole('button', { name: /登录中/ });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('验证码'), '{Enter}');
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('signs in on Enter pressed while the captcha is still loading, once it has arrived', async () => {
    const user = userEvent.setup();
    let answerCaptcha: (answer: Awaited<ReturnType<typeof fetchCaptchaId>>) => void = () => undefined;
    jest.mocked(fetchCaptchaId).mockReturnValue(new Promise((resolve) => (answerCaptcha = resolve)));
    jest.mocked(login).mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<LoginScreen />, { route: '/login' });
    await waitFor(() => expect(fetchCaptchaId).toHaveBeenCalledTimes(1));
    await user.type(screen.getByLabelText('用户名'), 'root');
    await user.type(screen.getByLabelText('验证码'), '1234');
    await user.type(screen.getByLabelText('密码'), 'abc-123{Enter}');
    // The submit shows at once, and waits for the captcha rather than doing nothing.
    expect(screen.getByRole('button', { name: /登录中/ })).toBeDisabled();
    expect(login).not.toHaveBeenCalled();
    answerCaptcha({ data: { captchaId: 'c1' }, error: undefined, response } as Awaited<
      ReturnType<typeof fetchCaptchaId>
    >);
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(jest.mocked(login).mock.calls[0]?.[0]).toMatchObject({
      userName: 'root',
      captchaId: 'c1',
      captchaCode: '1234',
    });
  });

  it('asks for its captcha only once the form has been painted, not during the first render', async () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    renderWithProviders(<LoginScreen />, { route: '/login' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(fetchCaptchaId).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(performance.now()));
    await waitFor(() => expect(fetchCaptchaId).toHaveBeenCalledTimes(1));
    requestFrame.mockRestore();
  });

  it('tells of the user’s first input once, not before it and not again', async () => {
    const user = userEvent.setup();
    const onFirstInput = jest.fn();
    await renderLogin(onFirstInput);
    expect(onFirstInput).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('用户名'), 'root');
    await user.type(screen.getByLabelText('密码'), 'x');
    expect(onFirstInput).toHaveBeenCalledTimes(1);
  });

  it('asks for a new captcha when the image is clicked', async () => {
    const user = userEvent.setup();
    await renderLogin();
    await user.click(screen.getByRole('img', { name: '验证码图片，点击刷新' }));
    await waitFor(() => expect(fetchCaptchaImage).toHaveBeenLastCalledWith('c1', true));
  });

  it('shows and hides the password from a labelled toggle', async () => {
    const user = userEvent.setup();
    await renderLogin();
    const password = screen.getByLabelText('密码');
    await user.type(password, 'abc-123');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: '隐藏密码' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('warns while Caps Lock is on in the password field, and not once it is off', async () => {
    const user = userEvent.setup();
    await renderLogin();
    await user.click(screen.getByLabelText('密码'));
    await user.keyboard('a');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.keyboard('{CapsLock}A');
    expect(screen.getByRole('status')).toHaveTextContent('大写锁定已打开');
    await user.keyboard('{CapsLock}b');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('fills in the remembered user name, with the box ticked, and forgets it when signed in with the box unticked', async () => {
    const user = userEvent.setup();
    loginSucceeds();
    window.localStorage.setItem('admin-user-name', JSON.stringify('staff'));
    await renderLogin();
    expect(screen.getByLabelText('用户名')).toHaveValue('staff');
    expect(screen.getByLabelText('密码')).toHaveFocus();
    const remember = screen.getByRole('checkbox', { name: '记住账号' });
    expect(remember).toBeChecked();
    await user.click(remember);
    await user.type(screen.getByLabelText('密码'), 'staff-123');
    await user.type(screen.getByLabelText('验证码'), '1234{Enter}');
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(jest.mocked(login).mock.calls[0]?.[0]).toMatchObject({ userName: 'staff' });
    await waitFor(() => expect(window.localStorage.getItem('admin-user-name')).toBeNull());
  });

  it('starts empty, on the user name, with the box unticked, and remembers the name once ticked and signed in', async () => {
    const user = userEvent.setup();
    loginSucceeds();
    await renderLogin();
    expect(screen.getByLabelText('用户名')).toHaveValue('');
    expect(screen.getByLabelText('用户名')).toHaveFocus();
    const remember = screen.getByRole('checkbox', { name: '记住账号' });
    expect(remember).not.toBeChecked();
    await user.click(remember);
    await user.type(screen.getByLabelText('用户名'), 'root');
    await user.type(screen.getByLabelText('密码'), 'abc-123');
    await user.type(screen.getByLabelText('验证码'), '1234{Enter}');
    await waitFor(() => expect(window.localStorage.getItem('admin-user-name')).toBe('"root"'));
  });
});
