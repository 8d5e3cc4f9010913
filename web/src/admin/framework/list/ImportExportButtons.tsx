import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DialogMessage } from '../dialogs';
import type { ResourceImportExport } from '../resource';
import { RestCallError, exportSpreadsheet, importSpreadsheet, type ImportRowError } from './import-export';

interface Props {
  entity: string;
  options: ResourceImportExport;
  /** Shows the outcome ('Import Success' / 'Import Fail' / 'Export Fail'). */
  onMessage: (message: DialogMessage) => void;
  /** After an import that changed something. */
  onImported: () => void;
}

const messagesOf = (error: unknown): string[] =>
  error instanceof RestCallError ? error.messages : error instanceof Error && error.message ? [error.message] : [];

function RowErrors({ errors }: { errors: ImportRowError[] }) {
  return (
    <List dense data-testid="import-row-errors">
      {errors.map((error) => (
        <ListItem key={error.row} disableGutters>
          <ListItemText
            primary={<FormattedMessage id="admin.resource.import.row" values={{ row: error.row }} />}
            secondary={Object.values(error.messages).flat().join(' ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Import (.xlsx, progress shown while the file travels and is read) and export buttons of a list. */
export function ImportExportButtons({ entity, options, onMessage, onImported }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const runImport = async (file: File) => {
    setImporting(true);
    try {
      const answer = await importSpreadsheet(entity, file);
      onMessage({
        titleId: 'admin.resource.dialog.importSuccess',
        messages: [],
        details: (
          <>
            <Typography variant="body2">
              <FormattedMessage id="admin.resource.import.imported" values={{ count: answer.imported }} />
            </Typography>
            {answer.errors.length ? <RowErrors errors={answer.errors} /> : null}
          </>
        ),
      });
      if (answer.imported > 0) onImported();
    } catch (error) {
      onMessage({ titleId: 'admin.resource.dialog.importFail', messages: messagesOf(error) });
    } finally {
      setImporting(false);
    }
  };

  const runExport = async () => {
    setExporting(true);
    try {
      await exportSpreadsheet(options.path ?? entity, options.fileName);
    } catch (error) {
      onMessage({ titleId: 'admin.resource.dialog.exportFail', messages: messagesOf(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {options.import ? (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-testid="import-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void runImport(file);
            }}
          />
          <Button startIcon={<FileUploadIcon />} disabled={importing} onClick={() => input.current?.click()} data-testid="import-button">
            <FormattedMessage id="admin.resource.import" />
          </Button>
        </>
      ) : null}
      {options.export ? (
        <Button startIcon={<FileDownloadIcon />} disabled={exporting} onClick={() => void runExport()} data-testid="export-button">
          <FormattedMessage id="admin.resource.export" />
        </Button>
      ) : null}
      <Dialog open={importing} aria-labelledby="import-progress-title" data-testid="import-progress">
        <DialogTitle id="import-progress-title">
          <FormattedMessage id="admin.resource.import.progress" />
        </DialogTitle>
        <DialogContent sx={{ minWidth: 320 }}>
          <LinearProgress />
        </DialogContent>
      </Dialog>
    </>
  );
}
