/** Pure. The tag colour of a PDC/EDC status (x00 open, x10 preparing, x20-x40 submitted/discussed, x99 closed). */
export function statusSeverity(statusId: number): 'info' | 'warning' | 'success' | 'secondary' {
  const step = statusId % 100;
  return step === 0 ? 'info' : step === 10 ? 'warning' : step === 99 ? 'secondary' : 'success';
}
