// Moved to web/ui/toaster.ts; this re-export keeps the files still importing the old path compiling.
export * from '../ui/toaster';
