import { toast } from '@pastexam/ui/toast';
import { saveBlob } from '../../../lib/save-blob.ts';
import { type AiExamT, messages, said } from './messages.ts';

/** 複製: the exam's text (`generated_content`) to the clipboard, with its toast. */
export async function copyExamText(content: string, t: AiExamT): Promise<void> {
  try {
    await navigator.clipboard.writeText(content);
    const { title, message } = said(t, messages.copied);
    toast.success(title, message);
  } catch {
    const { title, message } = said(t, messages.copyFailed);
    toast.error(title, message);
  }
}

/** 下載 TXT: the exam's text as a file (product §6.7), with its toast. */
export function downloadExamText(content: string, fileName: string, t: AiExamT): void {
  saveBlob(new Blob([content], { type: 'text/plain;charset=utf-8' }), fileName);
  const { title, message } = said(t, messages.downloaded);
  toast.success(title, message);
}
