import { render, screen } from '@testing-library/react';
import { switchToEnglish } from '@/testing/in-english';

describe('CaptchaImage in English', () => {
  it('names the spinner it shows while the picture loads in English', async () => {
    await switchToEnglish();
    const { CaptchaImage } = await import('./captcha-image');

    render(<CaptchaImage image={undefined} status="loading" onReload={() => undefined} />);

    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});
