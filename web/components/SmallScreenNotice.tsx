// Moved to web/ui/SmallScreenNotice.tsx; this re-export keeps the files still importing the old path compiling.
export * from '../ui/SmallScreenNotice';
