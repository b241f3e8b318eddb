import pino from 'pino';
import pretty from 'pino-pretty';

export type Logger = pino.Logger;

/** `json`: one JSON object per line (for collectors); `pretty`: readable lines for a person. */
export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT when set; otherwise readable on a terminal and JSON anywhere else (pipes, services). */
export function resolveLogFormat(
  setting: LogFormat | undefined,
  isTTY = Boolean(process.stdout.isTTY),
): LogFormat {
  return setting ?? (isTTY ? 'pretty' : 'json');
}

export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (format === 'json') return pino(options);
  // In this thread and synchronous: a line is on the terminal before the next thing happens.
  const stream = pretty({
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    sync: true,
  });
  return pino(options, stream);
}
