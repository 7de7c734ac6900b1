/** Offers the text as a file download, without a network call (the data export, a quest's calendar file). */
export function downloadFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once click() returns; the URL is revoked a moment later to be safe.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
