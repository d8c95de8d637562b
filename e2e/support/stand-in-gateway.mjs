// A stand-in for the real gateway, for front-end work while the backend is not running: serves the built
// shell and account remote like the gateway does (shell at /, remotes under /remotes/<name>/, /runtime-config.json)
// and answers the identity calls of docs/api/identity.md from memory. Not a product part; the journeys target
// the real product by default (E2E_BASE_URL).
//   node e2e/support/stand-in-gateway.mjs            (port 4173, or PORT)
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../frontends');
const SHELL = path.join(root, 'shell/dist');
const REMOTES = { account: path.join(root, 'account/dist') };
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.png': 'image/png', '.jpg': 'image/jpeg', '.svg': 'image/svg+xml', '.mp4': 'video/mp4' };

const users = new Map(); // id -> user (with password)
const tokens = new Map(); // token -> user id
const media = new Map(); // key -> { type, bytes }
const portfolios = new Map(); // user id -> items

const publicUser = ({ password, ...user }) => user;
const send = (res, status, body, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const fail = (res, status, message, extra = {}) => send(res, status, { success: false, message, ...extra });
const readBody = (req) =>
  new Promise((resolve) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

function multipartFile(req, body) {
  const boundary = /boundary=(.+)$/.exec(req.headers['content-type'] ?? '')?.[1];
  if (!boundary) return null;
  const text = body.toString('latin1');
  const start = text.indexOf('\r\n\r\n') + 4;
  const end = text.indexOf(`\r\n--${boundary}`, start);
  const type = /Content-Type: ([^\r\n]+)/i.exec(text)?.[1] ?? 'application/octet-stream';
  return { type, bytes: Buffer.from(text.slice(start, end), 'latin1') };
}

function currentUser(req) {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const id = token && tokens.get(token);
  return id ? users.get(id) : null;
}

function issueToken(user) {
  const token = randomUUID();
  tokens.set(token, user.id);
  return token;
}

async function api(req, res, url) {
  const route = `${req.method} ${url.pathname.replace(/^\/api/, '')}`;
  const body = req.method === 'GET' ? Buffer.alloc(0) : await readBody(req);
  const json = () => (body.length ? JSON.parse(body.toString()) : {});

  if (route === 'GET /auth/providers') return send(res, 200, { success: true, providers: { google: false } });
  if (route === 'POST /auth/register') {
    const input = json();
    const errors = [];
    if ([...users.values()].some((u) => u.email === input.email)) errors.push({ field: 'email', message: 'Dit e-mailadres is al in gebruik' });
    if (!input.password || input.password.length < 6) errors.push({ field: 'password', message: 'Wachtwoord moet minimaal 6 tekens bevatten' });
    if (errors.length) return fail(res, 400, 'Validatiefouten', { code: 'VALIDATION.FAILED', errors });
    const { confirmPassword, ...fields } = input;
    const user = { id: randomUUID(), profilePictureUrl: null, niches: [], location: { city: '', country: 'Nederland' }, createdAt: new Date().toISOString(), ...fields };
    users.set(user.id, user);
    return send(res, 201, { success: true, message: 'Account aangemaakt', token: issueToken(user), user: publicUser(user) });
  }
  if (route === 'POST /auth/login') {
    const { email, password } = json();
    const user = [...users.values()].find((u) => u.email === email && u.password === password);
    if (!user) return fail(res, 401, 'Ongeldig e-mailadres of wachtwoord', { code: 'AUTH.INVALID_CREDENTIALS' });
    return send(res, 200, { success: true, token: issueToken(user), user: publicUser(user) });
  }
  if (route === 'POST /auth/forgot-password') return send(res, 200, { success: true, message: 'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail.' });
  if (route === 'POST /auth/reset-password') return fail(res, 400, 'Deze link is ongeldig of verlopen.');
  if (url.pathname.startsWith('/api/media/')) {
    const file = media.get(url.pathname.slice('/api/media/'.length));
    if (!file) return fail(res, 404, 'Niet gevonden');
    res.writeHead(200, { 'content-type': file.type, 'x-content-type-options': 'nosniff' });
    return res.end(file.bytes);
  }

  const user = currentUser(req);
  if (!user) return fail(res, 401, 'Je bent niet ingelogd', { code: 'AUTH.UNAUTHENTICATED' });

  if (route === 'GET /auth/me') return send(res, 200, { success: true, user: publicUser(user) });
  if (route === 'POST /auth/logout') {
    for (const [token, id] of tokens) if (id === user.id && req.headers.authorization?.endsWith(token)) tokens.delete(token);
    return send(res, 200, { success: true });
  }
  if (route === 'PUT /users/me/profile') {
    Object.assign(user, json());
    return send(res, 200, { success: true, user: publicUser(user) });
  }
  if (route === 'GET /users/me/stats') {
    const items = portfolios.get(user.id) ?? [];
    const stats = user.role === 'creator' ? { completedProjects: 0, proposalsSubmitted: 0, averageRating: null, responseRate: 100, portfolioItems: items.length } : { totalProjects: 0, openProjects: 0, proposalsReceived: 0, totalSpent: 0 };
    return send(res, 200, { success: true, stats });
  }
  if (['POST /upload/profile-picture', 'POST /upload/video', 'POST /upload/image'].includes(route)) {
    const file = multipartFile(req, body);
    const key = randomUUID();
    media.set(key, file);
    const uploaded = { id: key, url: `/api/media/${key}`, mimeType: file.type, size: file.bytes.length };
    if (route.endsWith('profile-picture')) user.profilePictureUrl = uploaded.url;
    return send(res, 201, { success: true, data: { file: uploaded }, ...(route.endsWith('profile-picture') ? { user: publicUser(user) } : {}) });
  }
  const items = portfolios.get(user.id) ?? [];
  portfolios.set(user.id, items);
  if (route === 'GET /users/me/portfolio') return send(res, 200, { success: true, portfolio: items });
  if (route === 'POST /users/me/portfolio') {
    const id = randomUUID();
    const item = { id, _id: id, category: 'other', createdAt: new Date().toISOString(), ...json() };
    items.unshift(item);
    return send(res, 201, { success: true, item });
  }
  const itemMatch = /^(PUT|DELETE) \/users\/me\/portfolio\/(.+)$/.exec(route);
  if (itemMatch) {
    const index = items.findIndex((i) => i.id === itemMatch[2]);
    if (index < 0) return fail(res, 404, 'Niet gevonden');
    if (itemMatch[1] === 'DELETE') items.splice(index, 1);
    else Object.assign(items[index], json());
    return send(res, 200, { success: true, item: items[index] });
  }
  return fail(res, 404, 'Niet gevonden'); // projects, proposals, conversations: later services
}

function serveFile(res, file) {
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  try {
    if (url.pathname.startsWith('/api/')) return await api(req, res, url);
    if (url.pathname === '/runtime-config.json') {
      return send(res, 200, { remotes: Object.fromEntries(Object.keys(REMOTES).map((name) => [name, `/remotes/${name}/mf-manifest.json`])) });
    }
    const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(url.pathname);
    if (remote) {
      const file = path.join(REMOTES[remote[1]] ?? '/nonexistent', path.normalize(remote[2]));
      return existsSync(file) && statSync(file).isFile() ? serveFile(res, file) : fail(res, 404, 'Niet gevonden');
    }
    if (url.pathname.startsWith('/socket.io')) return fail(res, 404, 'Niet gevonden');
    const file = path.join(SHELL, path.normalize(url.pathname));
    if (url.pathname !== '/' && existsSync(file) && statSync(file).isFile()) return serveFile(res, file);
    return serveFile(res, path.join(SHELL, 'index.html')); // SPA fallback
  } catch (error) {
    console.error(error);
    fail(res, 500, 'Er is een fout opgetreden');
  }
});

const port = Number(process.env.PORT ?? 4173);
server.listen(port, () => console.log(`stand-in gateway on http://localhost:${port}`));
