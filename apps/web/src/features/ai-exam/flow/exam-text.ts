import { toast } from '@pastexam/ui/toast';
import { saveBlob } from '../../../lib/save-blob.ts';
import { messages } from './messages.ts';

/** 複製: the exam's text (`generated_content`) to the clipboard, with its toast. */
export async function copyExamText(content: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(content);
    toast.success(messages.copied.title, messages.copied.message);
  } catch {
    toast.error(messages.copyFailed.title, messages.copyFailed.message);
  }
}

/** 下載 TXT: the exam's text as a file (product §6.7), with its toast. */
export function downloadExamText(content: string, fileName: string): void {
  saveBlob(new Blob([content], { type: 'text/plain;charset=utf-8' }), fileName);
  toast.success(messages.downloaded.title, messages.downloaded.message);
}
