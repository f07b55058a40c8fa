import { workBundle } from '../../services/kit/work-bundle.js';
import { SMALL } from '../size.js';

/**
 * What node runs for the TypeScript `script` (an absolute path): at small
 * size its bundle (`workBundle`, as work processes load theirs), which Node
 * loads without tsx's hook on each module (about 2.5 s of CPU less for a
 * product process); at full size the sources through tsx, as the figures
 * were set with. A process that traces (an OTLP endpoint in `env`) keeps
 * tsx: a bundle imports the packages before its entry starts tracing, so
 * they would not be instrumented. A bundle's errors name the sources (its
 * inline source map), as tsx's do.
 */
export async function nodeArguments(script: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const traced = Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
  if (!SMALL || traced) return ['--import', 'tsx', script];
  return ['--enable-source-maps', await workBundle(script)];
}
