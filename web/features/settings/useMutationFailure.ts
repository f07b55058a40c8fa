// Moved to web/relay/useMutationFailure.ts; this re-export keeps the files still importing the old path compiling.
export * from '../../relay/useMutationFailure';
