import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

type MonacoWorkerEnvironment = { getWorker(workerId: string, label: string): Worker };

/**
 * GraphiQL 5 edits with Monaco, whose language services run in web workers.
 * Vite bundles each worker from its `?worker` import, so nothing loads from a
 * CDN (the same set-up as GraphiQL's Vite example).
 */
(
  globalThis as typeof globalThis & { MonacoEnvironment?: MonacoWorkerEnvironment }
).MonacoEnvironment = {
  getWorker(_workerId: string, label: string): Worker {
    switch (label) {
      case 'json':
        return new JsonWorker();
      case 'graphql':
        return new GraphQLWorker();
      default:
        return new EditorWorker();
    }
  },
};
