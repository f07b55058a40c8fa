import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify's own schema compilers (@fastify/ajv-compiler for requests,
 * fast-json-stringify for responses), shared by every service built in this
 * process, so that a route's schema is compiled once per process, not once
 * per service instance, and only when a request first needs it. Fastify makes
 * new compilers for each instance and asks them for every route's validators
 * and serializers as the instance starts; where one process builds several
 * services (the system `npm start` runs, and every test harness after the
 * first) compiling the same schemas again cost several seconds of CPU each
 * time, and a start compiled every route's schemas (some 4 s of a product
 * start's 13 s of CPU) where a process serves a few of them.
 *
 * Requests: AjvCompiler keeps one Ajv per set of shared schemas and options,
 * and Ajv keeps what it compiled by schema object. Responses: one serializer
 * per schema object and set of shared schemas, in a WeakMap. Both compile
 * exactly as Fastify would; only the reuse and the moment are changed. A
 * schema that does not compile would fail its route's first request rather
 * than the start: `compilePending` compiles every one not yet needed (the
 * system tests call it once the services are built).
 */
const validators = AjvCompiler();
const serializerFactory = SerializerSelector();

type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type ValidatorCompiler = ReturnType<ValidatorFactory>;
type Validator = ReturnType<ValidatorCompiler>;
type SerializerFactory = ReturnType<typeof SerializerSelector>;
type SerializerCompiler = ReturnType<SerializerFactory>;
type Serializer = ReturnType<SerializerCompiler>;

/** The compilations asked for and not yet needed, each run once at the most. */
const pending = new Set<() => unknown>();

/** `compile`, run the first time its result is asked for (or by `compilePending`), then kept. */
function once<T>(compile: () => T): () => T {
  let compiled: { value: T } | undefined;
  const run = () => {
    pending.delete(run);
    compiled ??= { value: compile() };
    return compiled.value;
  };
  pending.add(run);
  return run;
}

/**
 * A route part's validator compiled on its first use. Fastify calls it with
 * the value and, when it answers false, reads its `errors`: those of the
 * compiled one, copied after each call.
 */
const buildValidator: ValidatorFactory = (externalSchemas, options) => {
  const compile = validators(externalSchemas, options);
  return (route) => {
    const compiled = once(() => compile(route));
    const validate = ((data: unknown) => {
      const validator = compiled();
      const result = validator(data);
      validate.errors = validator.errors;
      return result;
    }) as Validator & { errors?: unknown };
    return validate;
  };
};

const serializers = new WeakMap<object, Map<string, () => Serializer>>();

/** A response's serializer compiled on its first use, one per schema object and set of shared schemas. */
const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = serializerFactory(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options]);
  return (route) => {
    const schema = route.schema as object;
    let built = serializers.get(schema);
    if (!built) serializers.set(schema, (built = new Map()));
    let compiled = built.get(key);
    if (!compiled) built.set(key, (compiled = once(() => compile(route))));
    const serializer = compiled;
    return (data: unknown) => serializer()(data);
  };
};

/** Compiles every validator and serializer asked for and not yet needed; throws what a schema that does not compile throws. */
export function compilePending(): number {
  let count = 0;
  for (const compile of [...pending]) {
    compile();
    count += 1;
  }
  return count;
}

/** For `Fastify({ schemaController: { compilersFactory } })`. */
export const sharedCompilers = { buildValidator, buildSerializer };
