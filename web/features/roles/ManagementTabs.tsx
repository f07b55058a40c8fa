// Moved to web/navigation/ManagementTabs.tsx; this re-export keeps the files still importing the old path compiling.
export * from '../../navigation/ManagementTabs';
