import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { appSettings, studentDetails } from '../../db/schema/index.js';

export async function readSetting(db: Executor, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}

export async function writeSetting(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** Every stored Aadhaar number is encrypted (the column is not null): one per intake. */
export async function countStoredNumbers(db: Executor): Promise<number> {
  return db.$count(studentDetails);
}

export async function firstStoredCipher(db: Executor): Promise<string | undefined> {
  const [row] = await db
    .select({ cipher: studentDetails.aadhaarCipher })
    .from(studentDetails)
    .limit(1);
  return row?.cipher;
}

/** Locks every intake row for the rest of the transaction, so no number is written meanwhile. */
export async function lockAllCiphers(
  tx: Executor,
): Promise<{ studentId: number; cipher: string }[]> {
  return tx
    .select({ studentId: studentDetails.studentId, cipher: studentDetails.aadhaarCipher })
    .from(studentDetails)
    .orderBy(studentDetails.studentId)
    .for('update');
}

export async function updateCipher(tx: Executor, studentId: number, cipher: string): Promise<void> {
  await tx
    .update(studentDetails)
    .set({ aadhaarCipher: cipher })
    .where(eq(studentDetails.studentId, studentId));
}
