/** The browser's time zone (the talk date's calendar file is in it, SPEC §7). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Offers a downloaded file to the user under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has started the download; the URL is no longer needed after this turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
