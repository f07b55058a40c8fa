import autocannon, { type Options, type Result } from 'autocannon';

/**
 * An HTTP load of autocannon's with a bench's defaults: its connections and
 * seconds, or (at small size) a fixed number of requests instead of seconds,
 * whose figures mean nothing but that every step runs.
 */
export function loadWith(defaults: {
  connections: number;
  seconds: number;
  smallRunRequests: number | undefined;
}): (options: Options) => Promise<Result> {
  return (options) =>
    new Promise((resolve, reject) => {
      autocannon(
        {
          connections: defaults.connections,
          duration: defaults.seconds,
          ...options,
          ...(defaults.smallRunRequests ? { amount: defaults.smallRunRequests } : {}),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
}

export const mean = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
