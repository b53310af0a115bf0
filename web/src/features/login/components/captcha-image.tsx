import { Button } from '@blueprintjs/core';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { messages } from '@/i18n';

const shellTexts = messages.shell;

/** Props of {@link CaptchaImage}. */
export interface CaptchaImageProps {
  /** The image as a data URL, once loaded. */
  image: string | undefined;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Asks for a new code. */
  onReload: () => void;
}

/** The captcha picture; a click draws a new one. */
export function CaptchaImage({ image, status, onReload }: CaptchaImageProps) {
  if (status === 'failed') {
    return (
      <Button variant="outlined" intent="warning" onClick={onReload} className="app-captcha">
        {shellTexts.login.captchaFailed}
      </Button>
    );
  }
  if (!image) {
    return (
      <span className="app-captcha app-captcha--loading">
        <LoadingSpinner size={20} />
      </span>
    );
  }
  return (
    <button type="button" className="app-captcha" onClick={onReload} title={messages.login.captchaImage}>
      <img src={image} alt={messages.login.captchaImage} width={120} height={40} />
    </button>
  );
}
