import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify's own schema compilers (@fastify/ajv-compiler for requests,
 * fast-json-stringify for responses), shared by every service built in this
 * process, so that a route's schema is compiled once per process, not once
 * per service instance. Fastify makes new compilers for each instance; where
 * one process builds several services (the system `npm start` runs, and every
 * test harness after the first) compiling the same schemas again cost several
 * seconds of CPU each time.
 *
 * Requests: AjvCompiler keeps one Ajv per set of shared schemas and options,
 * and Ajv keeps what it compiled by schema object. Responses: one serializer
 * per schema object and set of shared schemas, in a WeakMap. Both compile
 * exactly as Fastify would; only the reuse is added.
 */
const validators = AjvCompiler();
const serializerFactory = SerializerSelector();

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type SerializerCompiler = ReturnType<SerializerFactory>;
type Serializer = ReturnType<SerializerCompiler>;

const serializers = new WeakMap<object, Map<string, Serializer>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = serializerFactory(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options]);
  return (route) => {
    const schema = route.schema as object;
    let built = serializers.get(schema);
    if (!built) serializers.set(schema, (built = new Map()));
    let serializer = built.get(key);
    if (!serializer) built.set(key, (serializer = compile(route)));
    return serializer;
  };
};

/** For `Fastify({ schemaController: { compilersFactory } })`. */
export const sharedCompilers = { buildValidator: validators, buildSerializer };
