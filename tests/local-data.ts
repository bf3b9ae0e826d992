import fs from 'node:fs';
import path from 'node:path';

/**
 * The folders a local run (`npm start`, `npm run dev`) keeps its data in. No test may open,
 * create or change them (issue 27): tests/own-folders.ts points every test elsewhere, and
 * tests/global-setup.ts compares these before and after the run.
 */
export const LOCAL_DATA = ['.data/pglite', '.data/uploads'].map((folder) => path.resolve(folder));

export interface FolderState {
  folder: string;
  exists: boolean;
  entries: number;
  newestChange: number;
}

/** Whether a folder exists, how many entries it holds and its newest change (its own or any entry's). */
export function folderState(folder: string): FolderState {
  if (!fs.existsSync(folder)) return { folder, exists: false, entries: 0, newestChange: 0 };
  let entries = 0;
  let newestChange = 0;
  const walk = (entry: string) => {
    const stat = fs.lstatSync(entry, { throwIfNoEntry: false });
    if (!stat) return;
    entries += 1;
    newestChange = Math.max(newestChange, stat.mtimeMs, stat.ctimeMs);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(folder);
  return { folder, exists: true, entries, newestChange };
}

/**
 * Processes other than this one that hold a file under `folder` open (Linux /proc): a local
 * server using its database while the tests ran, whose own writes are no test's doing.
 */
export function otherProcessesUsing(folder: string): number[] {
  if (!fs.existsSync('/proc')) return [];
  const users: number[] = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue;
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    const holds = fds.some((fd) => {
      try {
        return fs.readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(folder + path.sep);
      } catch {
        return false;
      }
    });
    if (holds) users.push(Number(pid));
  }
  return users;
}

/** What changed between two states of a folder, in words; null when nothing did. */
export function changeOf(before: FolderState, after: FolderState): string | null {
  const name = path.relative(process.cwd(), before.folder);
  if (!before.exists && after.exists) return `${name} was created`;
  if (before.exists && !after.exists) return `${name} was deleted`;
  if (before.entries !== after.entries || before.newestChange !== after.newestChange) return `${name} was modified`;
  return null;
}
