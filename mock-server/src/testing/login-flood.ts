import http from 'node:http';
import { md5Hex } from '../lib/password';

/** A client of the flood: keep-alive connections from one loopback source address. */
export interface FloodClient {
  address: string;
  /** Draws a captcha and logs in with it; answers the login's status. */
  login: (userName: string, password: string) => Promise<number>;
  close: () => void;
}

function requestJson(
  agent: http.Agent,
  url: URL,
  method: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { agent, method, headers: payload ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.once('error', (err: NodeJS.ErrnoException) => {
      // A kept-alive socket the server closed while idle fails the next request on it: send it again on a new one.
      if (req.reusedSocket && err.code === 'ECONNRESET') resolve(requestJson(agent, url, method, body));
      else reject(err);
    });
    req.end(payload);
  });
}

/**
 * A client whose connections to the mock at `apiUrl` (e.g. `http://127.0.0.1:10088/api/v1`) leave
 * from `address`: on Linux every address of 127.0.0.0/8 is the loopback, so each is a client of its
 * own to the server. `captchaCode` is the mock's fixed answer.
 */
export function floodClient(apiUrl: string, address: string, captchaCode: string): FloodClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
  return {
    address,
    login: async (userName, password) => {
      const captcha = await requestJson(agent, new URL(`${apiUrl}/pub/login/captchaid`), 'GET');
      const { captchaId } = captcha.json as { captchaId?: string };
      if (captcha.status !== 200 || !captchaId) throw new Error(`${address} drew no captcha: ${captcha.status}`);
      const payload = { userName, password: md5Hex(password), captchaId, captchaCode };
      return (await requestJson(agent, new URL(`${apiUrl}/pub/login`), 'POST', payload)).status;
    },
    close: () => agent.destroy(),
  };
}

/** The loopback addresses 127.0.`block`.1, 127.0.`block`.2, ...: `count` clients, at most 254. */
export function loopbackAddresses(count: number, block = 1): string[] {
  return Array.from({ length: count }, (_, i) => `127.0.${block}.${i + 1}`);
}

/**
 * Failed logins with made-up names, `perClient` from each client, all clients at once: answers how
 * many logins got each status.
 */
export async function floodMadeUpNames(clients: FloodClient[], perClient: number): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  await Promise.all(
    clients.map(async (client) => {
      for (let i = 0; i < perClient; i += 1) {
        const status = await client.login(`made-up-${client.address}-${i}`, 'wrong-password');
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}
