// A minimal stand-in for Discord's OAuth2 token and user-info endpoints (Discord's paths and user shape),
// so PocketBase's own discord provider can be exercised end to end without the internet.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DiscordUser {
  id: string;
  username: string;
  global_name: string | null;
  avatar: string | null;
  discriminator: string;
  email?: string;
  verified?: boolean;
}

export const STUB_CLIENT = { id: 'stub-client-id', secret: 'stub-client-secret' };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function clientCredentials(request: IncomingMessage, form: URLSearchParams): { id: string; secret: string } {
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Basic ')) {
    const [id = '', secret = ''] = Buffer.from(header.slice(6), 'base64')
      .toString('utf8')
      .split(':')
      .map(decodeURIComponent);
    return { id, secret };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
}

/** Serves the users of `usersByCode`: the authorization code picks the Discord user. */
export async function startDiscordStub(usersByCode: Record<string, DiscordUser>) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && url.pathname === '/api/oauth2/token') {
      const form = new URLSearchParams(await readBody(request));
      const client = clientCredentials(request, form);
      const code = form.get('code') ?? '';
      if (client.id !== STUB_CLIENT.id || client.secret !== STUB_CLIENT.secret)
        return json(401, { error: 'invalid_client' });
      if (!usersByCode[code]) return json(400, { error: 'invalid_grant' });
      return json(200, {
        access_token: `access-${code}`,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'identify email',
      });
    }
    if (request.method === 'GET' && url.pathname === '/api/users/@me') {
      const code = (request.headers.authorization ?? '').replace(/^Bearer access-/, '');
      const user = usersByCode[code];
      return user ? json(200, user) : json(401, { message: '401: Unauthorized' });
    }
    return json(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
