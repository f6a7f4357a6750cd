// deploy/backup.sh and deploy/restore.sh, for real except for the container boundary: the compose command is
// fixtures/fake-compose.sh, which runs each service's command on this machine (pg_dump, pg_restore and psql against
// the local PostgreSQL, tar on a temporary uploads folder). A full round trip, the refusals, and the argument handling.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const rootDir = path.resolve(import.meta.dirname, '..', '..', '..');
const backupScript = path.join(rootDir, 'deploy', 'backup.sh');
const restoreScript = path.join(rootDir, 'deploy', 'restore.sh');
const fakeCompose = path.join(import.meta.dirname, 'fixtures', 'fake-compose.sh');

const database = `examprep_backup_test_${process.pid}`;
const psql = (sql: string, db = database) =>
  execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', db, '-v', 'ON_ERROR_STOP=1', '-qtAc', sql], { encoding: 'utf8' }).trim();

let workDir: string;
let uploads: string;
let composeLog: string;
beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-backup-'));
  uploads = path.join(workDir, 'uploads');
  composeLog = path.join(workDir, 'compose.log');
  mkdirSync(path.join(uploads, 'nested'), { recursive: true });
  writeFileSync(path.join(uploads, 'chart.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  writeFileSync(path.join(uploads, 'nested', 'notes.txt'), 'kept');
  psql(`CREATE DATABASE ${database}`, 'postgres');
  psql("CREATE TABLE questions (id serial PRIMARY KEY, body text NOT NULL); INSERT INTO questions (body) VALUES ('one'), ('two');");
});
afterAll(() => {
  psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`, 'postgres');
  rmSync(workDir, { recursive: true, force: true });
});

/** Runs a deploy script with the fake compose; stdin is not a terminal. */
function script(file: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync('bash', [file, ...args], {
    cwd: workDir,
    env: { ...process.env, COMPOSE: fakeCompose, FAKE_LOG: composeLog, FAKE_DB: database, FAKE_UPLOADS: uploads, ...env },
    encoding: 'utf8',
    input: '',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const backupsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => /^examprep-\d{8}-\d{6}$/.test(name)) : []);
const uploadedFiles = () => (readdirSync(uploads, { recursive: true }) as string[]).sort();

describe('deploy/backup.sh and deploy/restore.sh', () => {
  it('parse as bash', () => {
    for (const file of [backupScript, restoreScript]) expect(spawnSync('bash', ['-n', file]).status, file).toBe(0);
  });

  it('back up the database and the uploads, and restore exactly that state', () => {
    const backups = path.join(workDir, 'backups');
    const made = script(backupScript, [backups]);
    expect(made.status, made.output).toBe(0);
    const [name] = backupsIn(backups);
    const backup = path.join(backups, name);
    expect(readdirSync(backup).sort()).toEqual(['SHA256SUMS', 'database.dump', 'uploads.tar.gz']);
    expect(readFileSync(path.join(backup, 'database.dump')).subarray(0, 5).toString()).toBe('PGDMP'); // pg_dump's custom format

    // Life goes on after the backup: a new row, a table a newer version added, an upload replaced.
    psql("INSERT INTO questions (body) VALUES ('three'); CREATE TABLE added_later (id int);");
    rmSync(path.join(uploads, 'chart.png'));
    writeFileSync(path.join(uploads, 'new.png'), 'new');

    // Not without confirmation (no terminal to ask on).
    const unconfirmed = script(restoreScript, [backup]);
    expect(unconfirmed.status).toBe(1);
    expect(unconfirmed.output).toContain('add --yes');
    expect(psql('SELECT count(*) FROM questions')).toBe('3');

    writeFileSync(composeLog, '');
    const restored = script(restoreScript, [backup, '--yes']);
    expect(restored.status, restored.output).toBe(0);
    expect(psql("SELECT string_agg(body, ',' ORDER BY id) FROM questions")).toBe('one,two');
    expect(psql("SELECT count(*) FROM information_schema.tables WHERE table_name = 'added_later'")).toBe('0');
    // The sequence continues where the backup left it.
    expect(psql("INSERT INTO questions (body) VALUES ('after') RETURNING id")).toBe('3');
    expect(uploadedFiles()).toEqual(['chart.png', 'nested', path.join('nested', 'notes.txt')]);
    expect(readFileSync(path.join(uploads, 'chart.png'))).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    // The CMS and the proxies are stopped while their data changes, and everything is started again after.
    const calls = readFileSync(composeLog, 'utf8').trim().split('\n');
    expect(calls[0]).toBe('stop proxy cms');
    expect(calls.at(-1)).toBe('up -d');
  });

  it('restore refuses a tampered backup, a folder that is not a backup, and bad arguments', () => {
    const backups = path.join(workDir, 'tampered');
    expect(script(backupScript, [backups]).status).toBe(0);
    const backup = path.join(backups, backupsIn(backups)[0]);
    writeFileSync(path.join(backup, 'uploads.tar.gz'), readFileSync(path.join(backup, 'uploads.tar.gz')).subarray(0, 20));
    writeFileSync(composeLog, '');
    const tampered = script(restoreScript, [backup, '--yes']);
    expect(tampered.status).toBe(1);
    expect(tampered.output).toContain('checksums do not match');
    expect(readFileSync(composeLog, 'utf8')).toBe(''); // the stack was not touched

    const notABackup = script(restoreScript, [workDir, '--yes']);
    expect(notABackup.status).toBe(1);
    expect(notABackup.output).toContain('database.dump is missing or empty');

    expect(script(restoreScript, []).status).toBe(2);
    expect(script(restoreScript, ['--force', backup]).status).toBe(2);
    expect(script(restoreScript, [backup, backup]).status).toBe(2);
    const help = script(restoreScript, ['--help']);
    expect(help.status).toBe(0);
    expect(help.output).toContain('deploy/restore.sh BACKUP_DIR [--yes]');
  });

  it('backup leaves nothing behind when a step fails, and checks its arguments', () => {
    const backups = path.join(workDir, 'failing');
    const failed = script(backupScript, [backups], { FAKE_DB: 'no_such_database' });
    expect(failed.status).not.toBe(0);
    expect(failed.output).toContain('Backup failed');
    expect(backupsIn(backups)).toEqual([]);

    expect(script(backupScript, ['--bogus']).status).toBe(2);
    expect(script(backupScript, ['one', 'two']).status).toBe(2);
    expect(script(backupScript, ['--help']).output).toContain('deploy/backup.sh [TARGET_DIR]');
  });
});
