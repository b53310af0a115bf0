import { randomInt } from 'node:crypto';
import type { Plugin, Request } from '@hapi/hapi';
import svgCaptcha from 'svg-captcha';
import type { MockContext } from '../../context';
import { refusal, tooManyRequests } from '../../errors';
import { clientAddressFrom } from '../../lib/client-address';
import { RateLimiter } from '../../lib/limits';

type CaptchaOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;
// svg-captcha's module is itself a function drawing a given text; its typings only list the rest.
const drawCaptcha = svgCaptcha as unknown as (text: string, options?: CaptchaOptions) => string;

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/l/I). */
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** A fresh 4-character answer from a cryptographic source (svg-captcha's own uses Math.random). */
const randomCode = () => Array.from({ length: 4 }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join('');

/** Captcha ids and images: `GET /pub/login/captchaid`, `GET /pub/login/captcha?id=&reload=`. */
export const captchaPlugin: Plugin<MockContext> = {
  name: 'mock-captcha',
  register: (server, { config, captchas }) => {
    const draws = new RateLimiter({ burst: config.captchaBurst, perSecond: config.captchaPerSecond, now: config.now });
    const newCode = () => config.captchaCode ?? randomCode();
    const clientOf = clientAddressFrom(config.trustedProxies);
    const limit = (request: Request) => {
      const retryAfter = draws.take(clientOf(request));
      if (retryAfter !== null) throw tooManyRequests('too many captcha requests, retry later', retryAfter);
    };

    server.route({
      method: 'GET',
      path: '/pub/login/captchaid',
      options: { auth: false },
      handler: (request) => {
        limit(request);
        return { captchaId: captchas.open(newCode(), clientOf(request)) };
      },
    });

    server.route({
      method: 'GET',
      path: '/pub/login/captcha',
      options: { auth: false },
      handler: (request, h) => {
        const { id, reload } = request.query as { id: string; reload?: '0' | '1' };
        limit(request);
        if (reload === '1') captchas.redraw(id, newCode());
        const code = captchas.codeOf(id);
        if (code === undefined) throw refusal(404, 'captcha_expired', 'captcha not found or expired');
        const image = drawCaptcha(code, { noise: 2, color: true, width: 120, height: 40 });
        return h.response(image).type('image/svg+xml').header('Cache-Control', 'no-store');
      },
    });
  },
};
