import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtp-mailer';

let server: SMTPServer;
let port: number;
const logins: Array<{ username: string | null | undefined; password: string | null | undefined }> = [];
const envelopes: string[][] = [];
const messages: ParsedMail[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS (its self-signed certificate would be refused), AUTH PLAIN allowed without TLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username, password: auth.password });
      if (auth.username === 'mailer' && auth.password === 'p@ss') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      envelopes.push(session.envelope.rcptTo.map((r) => r.address));
      simpleParser(stream).then(
        (parsed) => {
          messages.push(parsed);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('mail over SMTP', () => {
  it('delivers the message to a real SMTP server, authenticated with the credentials of SMTP_URL', async () => {
    const mailer = new SmtpMailer(`smtp://mailer:${encodeURIComponent('p@ss')}@127.0.0.1:${port}`, 'SME Link HK <no-reply@sme.example>');
    try {
      await mailer.send({
        to: 'Chan.Tai.Man@example.hk',
        subject: 'Confirm your subscription 確認訂閱',
        text: 'Open https://sme.example/subscribe?confirm=abc',
        html: '<p>Open the link</p>',
      });
    } finally {
      await mailer.close();
    }
    expect(logins).toEqual([{ username: 'mailer', password: 'p@ss' }]);
    expect(envelopes).toEqual([['Chan.Tai.Man@example.hk']]);
    const [mail] = messages;
    expect(mail?.from?.value).toEqual([{ name: 'SME Link HK', address: 'no-reply@sme.example' }]);
    expect(mail?.to).toMatchObject({ value: [{ address: 'Chan.Tai.Man@example.hk' }] });
    expect(mail?.subject).toBe('Confirm your subscription 確認訂閱');
    expect(mail?.text?.trim()).toBe('Open https://sme.example/subscribe?confirm=abc');
    expect(mail?.html).toContain('<p>Open the link</p>');
  });

  it('fails the send when the server refuses the credentials', async () => {
    const mailer = new SmtpMailer(`smtp://mailer:wrong@127.0.0.1:${port}`, 'no-reply@sme.example');
    try {
      await expect(mailer.send({ to: 'a@example.hk', subject: 's', text: 't' })).rejects.toThrow(/Invalid login|Invalid username/);
    } finally {
      await mailer.close();
    }
  });
});
