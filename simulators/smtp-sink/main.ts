/**
 * The SMTP sink on its own: `tsx simulators/smtp-sink/main.ts --smtp-port 2525 --http-port 8025`.
 * Prints `SMTP_SINK_READY <smtp port> <http url>`; SIGTERM or SIGINT stop it.
 */
import { parseArgs } from 'node:util';
import { startSmtpSink } from './smtp-sink.ts';

const USAGE = `Usage: tsx simulators/smtp-sink/main.ts [--host 127.0.0.1] [--smtp-port 2525] [--http-port 8025]`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      'smtp-port': { type: 'string', default: '2525' },
      'http-port': { type: 'string', default: '8025' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return void process.stdout.write(`${USAGE}\n`);
  const port = (text: string) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0 || value > 65_535) throw new Error(`not a port: ${text}\n${USAGE}`);
    return value;
  };
  const sink = await startSmtpSink({ host: values.host, smtpPort: port(values['smtp-port']), httpPort: port(values['http-port']) });
  sink.mailbox.onMail((mail) => process.stderr.write(`smtp-sink: mail ${mail.id} to ${mail.to.join(', ')}: ${mail.subject}\n`));
  const stop = () => void sink.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdout.write(`SMTP_SINK_READY ${sink.smtpPort} ${sink.httpUrl}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`smtp-sink: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
