import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LogFn } from 'pino';

type PinoLike = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger, made when the request first writes a line at a level that is on. Most answers write
 * none (an answer that is neither refused, failed nor slow logs at debug, off by default: docs/operations.md,
 * "Logs"), and a pino child serialises its bindings (the request id) as it is made, on every request.
 */
class RequestLogger implements FastifyBaseLogger {
  #made: PinoLike | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get made(): PinoLike {
    this.#made ??= this.parent.child(this.bindings, this.options) as PinoLike;
    return this.#made;
  }

  get level(): string {
    return this.#made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  private write(level: Level, args: Parameters<LogFn>): void {
    if ((this.#made ?? this.parent).isLevelEnabled(level)) (this.made[level] as LogFn)(...args);
  }

  fatal(...args: Parameters<LogFn>): void {
    this.write('fatal', args);
  }
  error(...args: Parameters<LogFn>): void {
    this.write('error', args);
  }
  warn(...args: Parameters<LogFn>): void {
    this.write('warn', args);
  }
  info(...args: Parameters<LogFn>): void {
    this.write('info', args);
  }
  debug(...args: Parameters<LogFn>): void {
    this.write('debug', args);
  }
  trace(...args: Parameters<LogFn>): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: the request's logger is made lazily, unless the route sets a level of its own
 * (then pino makes it at once, with that level).
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined || typeof (logger as Partial<PinoLike>).isLevelEnabled !== 'function')
    return logger.child(bindings, options);
  return new RequestLogger(logger as PinoLike, bindings, options);
}
