// Moved to web/ui/MenuIcon.tsx; this re-export keeps the files still importing the old path compiling.
export * from '../ui/MenuIcon';
