// Moved to web/ui/RowActions.tsx; this re-export keeps the files still importing the old path compiling.
export * from '../ui/RowActions';
