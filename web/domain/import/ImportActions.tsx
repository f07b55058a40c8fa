import { Button } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { MenuIcon } from '../../ui/MenuIcon';
import { ImportDialog } from './ImportDialog';
import type { ImportPurpose } from './uploadFile';

type ImportActionsProps = {
  purpose: ImportPurpose;
  /** The import dialog's title and description. */
  title: ReactNode;
  description: ReactNode;
  /** The CSV template everyone may download, and the file name it saves as (the link's own name when absent). */
  template: { href: string; fileName?: string; label: ReactNode; testId: string };
  /** The Import button, shown only to who may import. */
  importButton: { label: ReactNode; testId: string } | null;
  /** Called once an import completes, to reload the list. */
  onImported: () => void;
};

/**
 * A list page's CSV import buttons for its header: download the template,
 * and (when allowed) Import, which opens the import dialog.
 */
export function ImportActions({
  purpose,
  title,
  description,
  template,
  importButton,
  onImported,
}: ImportActionsProps) {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Button asChild variant="outline" data-testid={template.testId}>
        <a href={template.href} download={template.fileName ?? true}>
          <MenuIcon name="download" />
          {template.label}
        </a>
      </Button>
      {importButton ? (
        <>
          <Button
            variant="outline"
            onClick={() => setImporting(true)}
            data-testid={importButton.testId}
          >
            <MenuIcon name="upload" />
            {importButton.label}
          </Button>
          <ImportDialog
            purpose={purpose}
            title={title}
            description={description}
            open={importing}
            onClose={() => setImporting(false)}
            templateHref={template.href}
            onCompleted={onImported}
          />
        </>
      ) : null}
    </>
  );
}
