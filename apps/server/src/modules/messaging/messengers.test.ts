import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsMessenger, createSmtpMessenger } from './messengers';

/** The HTTP SMS adapter against a real server on loopback (a stand-in for the provider). */
describe('createHttpSmsMessenger', () => {
  const received: { auth: string | undefined; body: unknown }[] = [];
  let status = 200;
  let server: http.Server;
  let url = '';
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        received.push({ auth: request.headers.authorization, body: JSON.parse(text) as unknown });
        response.writeHead(status).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the number and text as JSON with the key as a bearer token', async () => {
    await createHttpSmsMessenger({ url, apiKey: 'key-123456' }).send({ to: '+919876500001', text: '123456 is your code' });
    expect(received.at(-1)).toEqual({ auth: 'Bearer key-123456', body: { to: '+919876500001', message: '123456 is your code' } });
  });

  it('fails when the provider refuses', async () => {
    status = 503;
    await expect(createHttpSmsMessenger({ url, apiKey: 'key-123456' }).send({ to: '+919876500001', text: 'x' })).rejects.toThrow('503');
  });
});

/** The SMTP adapter (nodemailer) against a real SMTP server on loopback. */
describe('createSmtpMessenger', () => {
  const mails: { from: string | undefined; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          const from = session.envelope.mailFrom;
          mails.push({ from: from ? from.address : undefined, to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the mail with its sender, subject and text', async () => {
    await createSmtpMessenger(`smtp://user:pass@127.0.0.1:${port}`, 'Keka <no-reply@keka.test>').send({ to: 'someone@example.test', subject: 'Your code', text: 'Code 123456' });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ from: 'no-reply@keka.test', to: ['someone@example.test'] });
    expect(mails[0]?.data).toContain('Subject: Your code');
    expect(mails[0]?.data).toContain('Code 123456');
  });
});
