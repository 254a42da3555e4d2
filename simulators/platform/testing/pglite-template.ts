import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPgliteStore } from '../store/pglite-store.ts';

/** What decides the migrated database's files: the schema's sources and PGlite's version. */
const SCHEMA_SOURCES = ['../store/schema-sql.ts', '../store/gps-track-sql.ts', '../logs/log-sql.ts', '../../../node_modules/@electric-sql/pglite/package.json'];

let made: Promise<string> | null = null;

/**
 * A migrated, empty PGlite database to copy: initdb and the migrations take PGlite seconds per
 * test emulator, a copy of the folder a fraction of that. One template per schema version is
 * shared by every test process on the machine; the first to finish renames it into place.
 */
export function pgliteTemplate(): Promise<string> {
  made ??= (async () => {
    const hash = createHash('sha256');
    for (const source of SCHEMA_SOURCES) hash.update(readFileSync(new URL(source, import.meta.url)));
    const dir = join(tmpdir(), `poc-pglite-template-${hash.digest('hex').slice(0, 16)}`);
    if (existsSync(join(dir, 'ready'))) return dir;
    const building = mkdtempSync(`${dir}-building-`);
    const store = await openPgliteStore(building);
    await store.close();
    mkdirSync(join(building, 'ready'));
    renameSync(join(building, 'pgdata'), join(building, 'ready', 'pgdata'));
    try {
      renameSync(building, dir);
    } catch {
      // Another process put its template in place first; both are the same.
      rmSync(building, { recursive: true, force: true });
    }
    return dir;
  })();
  return made;
}

/** Gives `dataDir` a copy of the template database unless it already has one (a restart). */
export async function seedFromTemplate(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'pgdata'))) return;
  cpSync(join(await pgliteTemplate(), 'ready', 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
}

/** `dataDir` with a copy of the template database in it, for opening a store there (initdb skipped). */
export async function seeded(dataDir: string): Promise<string> {
  await seedFromTemplate(dataDir);
  return dataDir;
}
