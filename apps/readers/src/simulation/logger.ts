/** Where a reader says what it does: one line per state change at info, details at debug. */
export interface ReaderLogger {
  info(message: string): void;
  warn(message: string): void;
  debug(message: string): void;
}

export const silentLogger: ReaderLogger = { info: () => {}, warn: () => {}, debug: () => {} };

/** Prints `HH:MM:SS CODE message`; `quiet` keeps only warnings. */
export function consoleLogger(
  prefix: string,
  options: { quiet?: boolean; verbose?: boolean } = {},
): ReaderLogger {
  const line = (message: string) => `${new Date().toISOString().slice(11, 19)} ${prefix} ${message}`;
  return {
    info: (message) => {
      if (!options.quiet) console.log(line(message));
    },
    warn: (message) => console.warn(line(message)),
    debug: (message) => {
      if (options.verbose) console.log(line(message));
    },
  };
}
