/**
 * Whether a process with this id lives (signal 0 checks without sending anything). An id that is not a whole
 * number above 0 is never alive: 0 and negative ids would name whole process groups, not one process.
 */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
