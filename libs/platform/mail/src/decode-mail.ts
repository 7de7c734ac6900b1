export interface DecodedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  raw: string;
}

const header = (head: string, name: string) =>
  head
    .match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'))?.[1]
    .replace(/\r?\n[ \t]/g, ' ')
    .trim() ?? '';

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeBody(head: string, body: string): string {
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Enough of RFC 5322/2045 for tests to read what a person would: headers and the plain-text part. */
export function decodeMail(raw: string): DecodedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = header(head, 'Content-Type').match(/boundary="?([^";]+)"?/)?.[1];
  let text = decodeBody(head, body);
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    const plain = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? parts[0] ?? '';
    const partSplit = plain.search(/\r?\n\r?\n/);
    text = decodeBody(plain.slice(0, partSplit), plain.slice(partSplit).replace(/^\r?\n\r?\n/, ''));
  }
  return {
    from: decodeWords(header(head, 'From')),
    to: decodeWords(header(head, 'To')),
    subject: decodeWords(header(head, 'Subject')),
    text: text.replace(/\r\n/g, '\n').trim(),
    raw,
  };
}
