// Moved to web/ui/RouteProgressBar.tsx; this re-export keeps the files still importing the old path compiling.
export * from '../ui/RouteProgressBar';
