import { ArchiveUploadDialog, type ArchiveUploadDialogProps } from '@pastexam/ui/archives/upload';
import { ChosenFilePreview, readChosenPdf } from '../../pdf/chosen-file.tsx';

// The summary draws the file with the app's own viewer (pdf.js, fetched when first needed), never the browser's.
const renderPreview = (file: File) => <ChosenFilePreview file={file} />;

/**
 * The wizard with the app's PDF reader: a chosen file is opened with pdf.js before the wizard goes on, and the
 * summary previews it with our viewer. Fetched with the wizard, in its chunk: the page's first load has neither.
 */
export function UploadDialog(props: Omit<ArchiveUploadDialogProps, 'readPdf' | 'renderPreview'>) {
  return <ArchiveUploadDialog {...props} readPdf={readChosenPdf} renderPreview={renderPreview} />;
}
