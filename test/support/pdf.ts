import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, all pages, as a reader (or a screen reader) gets it. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** supertest: keep a binary body as a Buffer. */
export function binary(res: Pick<NodeJS.EventEmitter, 'on'>, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}
