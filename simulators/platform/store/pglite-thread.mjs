// The PGlite store's own thread (pglite-worker-driver.ts starts it). Plain JavaScript on purpose:
// worker threads do not inherit tsx's loader, and under vitest no loader runs at all.
// It owns the database; the emulator's thread sends it statements, one transaction at a time held
// open by id, and gets rows or an error back. PGlite's own transaction lock still orders everything.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
/** Thrown inside a transaction the emulator asked to roll back; it is not an error to report. */
const ROLLBACK = Symbol('rollback');

/** @type {PGlite | null} */
let db = null;
/** Open transactions by id: their query handle and how to end them. */
const transactions = new Map();
let nextTx = 1;

const answer = (id, rows) => port.postMessage({ id, rows });
const fail = (id, error) =>
  port.postMessage({ id, error: { message: error instanceof Error ? error.message : String(error), code: error?.code, detail: error?.detail } });

function begin(id) {
  const tx = nextTx++;
  let end;
  const ended = new Promise((resolve) => (end = resolve));
  db.transaction(async (handle) => {
    transactions.set(tx, { handle, end });
    answer(id, tx);
    const { commit } = await ended;
    if (!commit) throw ROLLBACK;
  }).then(
    () => {
      const open = transactions.get(tx);
      transactions.delete(tx);
      answer(open.endId, null);
    },
    (error) => {
      const open = transactions.get(tx);
      transactions.delete(tx);
      if (!open) return fail(id, error); // BEGIN itself failed
      if (error === ROLLBACK) answer(open.endId, null);
      else fail(open.endId, error);
    },
  );
}

async function handle(message) {
  const { id, op } = message;
  try {
    if (op === 'open') {
      db = await PGlite.create(workerData.dataDir);
      return answer(id, null);
    }
    if (op === 'query') {
      const target = message.tx === undefined ? db : transactions.get(message.tx)?.handle;
      if (!target) throw new Error(`no open transaction ${message.tx}`);
      return answer(id, (await target.query(message.text, message.params)).rows);
    }
    if (op === 'begin') return begin(id);
    if (op === 'commit' || op === 'rollback') {
      const open = transactions.get(message.tx);
      if (!open) throw new Error(`no open transaction ${message.tx}`);
      open.endId = id;
      return open.end({ commit: op === 'commit' });
    }
    if (op === 'close') {
      if (db) {
        // A checkpoint leaves the files consistent, so the next start does not replay the WAL.
        await db.exec('CHECKPOINT');
        await db.close();
        db = null;
      }
      return answer(id, null);
    }
    throw new Error(`unknown operation ${op}`);
  } catch (error) {
    fail(id, error);
  }
}

port.on('message', (message) => void handle(message));
