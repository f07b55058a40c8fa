// Moved to web/ui/AppToaster.tsx; this re-export keeps the files still importing the old path compiling.
export * from '../ui/AppToaster';
