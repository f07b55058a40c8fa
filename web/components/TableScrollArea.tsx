// Moved to web/ui/TableScrollArea.tsx; this re-export keeps the files still importing the old path compiling.
export * from '../ui/TableScrollArea';
