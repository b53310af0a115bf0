import type { TokenService } from './auth/tokens';
import type { MockConfig } from './config';
import type { Store } from './data/store';
import type { CaptchaStore } from './plugins/captcha/captcha-store';

/** What every plugin works with; `server.app.mock` holds it so tests can look inside. */
export interface MockContext {
  config: MockConfig;
  store: Store;
  tokens: TokenService;
  captchas: CaptchaStore;
}

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    mock: MockContext;
  }
}
