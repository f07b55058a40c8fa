/**
 * Starts the download of a file the app serves to the signed-in member (a
 * path on the app such as `/payment-exports/{id}/download`), saved under
 * `fileName`: what a click on a download link does, for a file that only
 * exists once an action has made it.
 */
export function downloadFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
