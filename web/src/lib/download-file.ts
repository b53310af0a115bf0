/**
 * Offers `content` to the user as a file download named `fileName`. The object URL is revoked
 * right after the click, which browsers allow because the download has already started.
 */
export function downloadFile(fileName: string, content: BlobPart, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
