// @ts-check
// Where the machine's CPU went during a measured run: each part of the stack found by the port it
// listens on (every process holding that listening socket, and their child processes: a gateway's
// cluster workers), its user + system CPU time read from /proc before and after. A part near 100 % of
// one core while the machine has room is bound by its single process; one well below is not. Linux
// only (reads /proc); elsewhere it reports nothing.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux this runs on (getconf CLK_TCK)

/** Inodes of the sockets listening on `port` (IPv4 and IPv6). */
function listeningInodes(port) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = fs.readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10 || cols[3] !== '0A') continue; // 0A: LISTEN
      if (parseInt(cols[1].split(':')[1], 16) === port) inodes.add(cols[9]);
    }
  }
  return inodes;
}

/** Every process id in /proc with its parent's. */
function processes() {
  const list = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) list.push({ pid: Number(entry), ppid: stat.ppid });
  }
  return list;
}

/** utime + stime (ticks) and parent of one process; null once it is gone. */
function readStat(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and brackets: the fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** The processes holding a socket listening on `port`, and all their descendants. */
function pidsOfPort(port, all) {
  const inodes = listeningInodes(port);
  const owners = new Set();
  if (inodes.size === 0) return owners;
  for (const { pid } of all) {
    let fds = [];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let link = '';
      try {
        link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const match = /^socket:\[(\d+)\]$/.exec(link);
      if (match && inodes.has(match[1])) {
        owners.add(pid);
        break;
      }
    }
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const { pid, ppid } of all)
      if (owners.has(ppid) && !owners.has(pid)) {
        owners.add(pid);
        grew = true;
      }
  }
  return owners;
}

/**
 * Starts counting: `parts` maps a name to the port its process(es) listen on. The returned function
 * gives each part's CPU as a share of one core since then, and how many processes it had.
 * @param {Record<string, number>} parts
 * @returns {() => Array<{ part: string, processes: number, coreShare: number }>}
 */
export function startCpuCount(parts) {
  if (!fs.existsSync('/proc/net/tcp')) return () => [];
  const all = processes();
  const began = Date.now();
  const groups = Object.entries(parts).map(([part, port]) => {
    const pids = [...pidsOfPort(port, all)];
    return { part, pids, before: pids.map((pid) => readStat(pid)?.ticks ?? 0) };
  });
  return () => {
    const seconds = (Date.now() - began) / 1000;
    return groups.map(({ part, pids, before }) => {
      // A process that exited during the run (a restarted part) counts what it used until then: nothing
      // readable, so it adds 0 and the share is a lower bound.
      const used = pids.reduce((sum, pid, i) => sum + Math.max(0, (readStat(pid)?.ticks ?? before[i]) - before[i]), 0);
      return { part, processes: pids.length, coreShare: used / TICKS_PER_SECOND / seconds };
    });
  };
}
