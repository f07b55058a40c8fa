// Moved to web/ui/StartingUp.tsx; this re-export keeps the files still importing the old path compiling.
export * from '../ui/StartingUp';
