// A small mail catcher with Mailpit's ports and the slice of its API the container proof reads.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const messages = [];
const addresses = (field) => (field?.value ?? []).map((a) => ({ Name: a.name ?? '', Address: a.address ?? '' }));

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  size: 25 * 1024 * 1024,
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => {
        messages.unshift({
          ID: randomUUID(),
          From: addresses(mail.from)[0] ?? { Name: '', Address: '' },
          To: addresses(mail.to),
          Subject: mail.subject ?? '',
          Created: new Date().toISOString(),
          Text: mail.text ?? '',
          HTML: typeof mail.html === 'string' ? mail.html : '',
          Attachments: (mail.attachments ?? []).map((a) => ({
            FileName: a.filename ?? '',
            ContentType: a.contentType,
            Size: a.size,
          })),
        });
        done();
      })
      .catch(done);
  },
});
smtp.listen(1025, '0.0.0.0');

const summary = (m) => ({
  ID: m.ID,
  From: m.From,
  To: m.To,
  Subject: m.Subject,
  Created: m.Created,
  Attachments: m.Attachments,
  Snippet: m.Text.slice(0, 200),
});
createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://catcher');
  const json = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.method === 'GET' && url.pathname === '/api/v1/messages')
    return json(200, { total: messages.length, messages: messages.map(summary) });
  if (req.method === 'DELETE' && url.pathname === '/api/v1/messages') return ((messages.length = 0), json(200, {}));
  const one = /^\/api\/v1\/message\/([\w-]+)$/.exec(url.pathname);
  if (req.method === 'GET' && one) {
    const message = messages.find((m) => m.ID === one[1]);
    return message ? json(200, message) : json(404, { error: 'not found' });
  }
  if (req.method === 'GET' && (url.pathname === '/livez' || url.pathname === '/readyz')) return json(200, { ok: true });
  if (req.method === 'GET' && url.pathname === '/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return res.end(
      `<!doctype html><title>Caught mail</title><h1>Caught mail (${messages.length})</h1><ul>${messages.map((m) => `<li>${esc(m.Created)} · ${esc(m.To.map((t) => t.Address).join(', '))} · ${esc(m.Subject)}</li>`).join('')}</ul>`,
    );
  }
  json(404, { error: 'not found' });
}).listen(8025, '0.0.0.0');
console.log('mail catcher: SMTP on 1025, web and API on 8025');
