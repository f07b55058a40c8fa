// Moved to web/ui/PageHeader.tsx; this re-export keeps the files still importing the old path compiling.
export * from '../ui/PageHeader';
