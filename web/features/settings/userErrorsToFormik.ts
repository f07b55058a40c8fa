// Moved to web/ui/userErrorsToFormik.ts; this re-export keeps the files still importing the old path compiling.
export * from '../../ui/userErrorsToFormik';
