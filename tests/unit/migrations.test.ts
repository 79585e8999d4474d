import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const dir = path.resolve(import.meta.dirname, '../../src/migrations/sqlite')

/**
 * SQLite cannot alter a column, so drizzle rebuilds a table: copy into `__new_x`, drop `x`, rename.
 * Dropping a table that others reference while foreign keys are on deletes their rows (ON DELETE
 * cascade): a generated migration that turned them back on between two rebuilds emptied every
 * tier's names and features. Each statement is read in order with the pragma's state.
 */
function dropsWithForeignKeysOn(source: string): string[] {
  const found: string[] = []
  const parts = source.split(/export async function (up|down)\b/)
  for (let i = 1; i < parts.length; i += 2) {
    const [name, part] = [parts[i], parts[i + 1].replaceAll('\\`', '`')]
    let keysOn = true
    for (const [, text] of parts[i + 1].matchAll(/sql`((?:[^`\\]|\\.)*)`/g)) {
      if (/PRAGMA foreign_keys\s*=\s*OFF/i.test(text)) keysOn = false
      else if (/PRAGMA foreign_keys\s*=\s*ON/i.test(text)) keysOn = true
      const rebuilt = /DROP TABLE \\?`([^`\\]+)\\?`/.exec(text)
      // Only a table copied into `__new_…` first is a rebuild; dropping a table for good may cascade.
      if (keysOn && rebuilt && part.includes(`\`__new_${rebuilt[1]}\``)) found.push(`${name}: ${rebuilt[1]}`)
    }
  }
  return found
}

describe('SQLite migrations', () => {
  const files = fs.readdirSync(dir).filter((f) => /^\d{8}_\d{6}_.+\.ts$/.test(f))

  it('finds the migrations', () => {
    expect(files.length).toBeGreaterThan(10)
  })

  it.each(files)('%s rebuilds tables only with foreign keys off', (file) => {
    expect(dropsWithForeignKeysOn(fs.readFileSync(path.join(dir, file), 'utf8'))).toEqual([])
  })

  it('the check finds a rebuild with foreign keys back on', () => {
    const generated = [
      'export async function up() {',
      'await db.run(sql`PRAGMA foreign_keys=OFF;`)',
      'await db.run(sql`CREATE TABLE \\`__new_a\\` (id integer);`)',
      'await db.run(sql`DROP TABLE \\`a\\`;`)',
      'await db.run(sql`PRAGMA foreign_keys=ON;`)',
      'await db.run(sql`CREATE TABLE \\`__new_b\\` (id integer);`)',
      'await db.run(sql`DROP TABLE \\`b\\`;`)',
      '}',
    ].join('\n')
    expect(dropsWithForeignKeysOn(generated)).toEqual(['up: b'])
  })
})
