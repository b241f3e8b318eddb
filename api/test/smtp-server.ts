import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { listenAt, listenSteady } from './steady-listen';

/** A mail as it arrived at the test SMTP server, parsed as a mail client would. */
export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Header lines by lower-case name, e.g. `list-unsubscribe`. */
  header(name: string): string | undefined;
}

/**
 * A real SMTP server on a loopback port, started by the tests (smtp-server + mailparser). It can be
 * stopped and started again on the same port (an SMTP outage), and refuses recipients whose address
 * starts with `bounce` with a permanent 550.
 */
export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Waits for a mail to `to` (the first one not yet taken by an earlier call) and returns it. */
  nextMailTo(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Closes the port: connections are refused until `start` opens it again. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function newServer(received: ReceivedMail[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // An outage, not a polite shutdown: open connections (a pooled client's) are cut at once.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) {
        const err = new Error('No such mailbox') as Error & { responseCode: number };
        err.responseCode = 550;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            header: (name) => {
              const line = parsed.headerLines.find((h) => h.key === name.toLowerCase());
              return line ? line.line.slice(line.line.indexOf(':') + 1).trim() : undefined;
            },
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  let server = newServer(received);
  const port = await listenSteady(server);
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async nextMailTo(to, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => !taken.has(m) && m.to.includes(to));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = newServer(received);
      await listenAt(server, port);
    },
  };
}
