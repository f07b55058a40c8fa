// Moved to web/ui/TableHeaderCell.tsx; this re-export keeps the files still importing the old path compiling.
export * from '../../ui/TableHeaderCell';
