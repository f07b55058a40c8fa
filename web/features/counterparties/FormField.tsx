// Moved to web/ui/FormField.tsx; this re-export keeps the files still importing the old path compiling.
export * from '../../ui/FormField';
