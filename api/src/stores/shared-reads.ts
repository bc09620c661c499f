/**
 * Reads that share their work, the read side of group commit: one read runs at a time, and the requests that
 * arrive while it runs wait for the next, which every waiting request for the same key shares. A request is
 * always answered by a read that started after it arrived, so it sees everything committed before it was made;
 * and readers that ask without pause (a dashboard left refreshing, several admins at once) keep at most one
 * read in the database at a time, leaving the rest of the machine to ingest.
 */
export function createSharedReads<Input, Output>(
  read: (input: Input) => Promise<Output>,
  keyOf: (input: Input) => string,
): (input: Input) => Promise<Output> {
  type Caller = { resolve: (output: Output) => void; reject: (error: unknown) => void };
  // Insertion-ordered: keys are read in the order they were first asked for.
  const waiting = new Map<string, { input: Input; callers: Caller[] }>();
  let reading = false;

  async function drain(): Promise<void> {
    reading = true;
    for (let next = waiting.entries().next(); !next.done; next = waiting.entries().next()) {
      const [key, { input, callers }] = next.value;
      waiting.delete(key);
      try {
        const output = await read(input);
        for (const caller of callers) caller.resolve(output);
      } catch (error) {
        for (const caller of callers) caller.reject(error);
      }
    }
    reading = false;
  }

  return (input) =>
    new Promise<Output>((resolve, reject) => {
      const key = keyOf(input);
      let entry = waiting.get(key);
      if (entry === undefined) {
        entry = { input, callers: [] };
        waiting.set(key, entry);
      }
      entry.callers.push({ resolve, reject });
      if (!reading) void drain();
    });
}
