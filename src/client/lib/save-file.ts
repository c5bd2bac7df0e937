// Hands a file to the browser's downloads under the given name.

/**
 * Returns the object URL, which stays valid for `keepMs` (some browsers read it after click()
 * returns; a caller may also open it in a tab).
 */
export function saveFile(blob: Blob, fileName: string, keepMs = 60_000): string {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), keepMs);
  return url;
}
