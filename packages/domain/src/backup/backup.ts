import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth/password-messages.js';
import { singleLineText } from '../shared/text.js';

/** Backup of the whole database from the admin's screen (decisions §12). */
export const BACKUP_PASSPHRASE_MIN_LENGTH = 12;
export const BACKUP_PASSPHRASE_MAX_LENGTH = 1024;

export const BACKUP_MESSAGES = {
  enterPassword: 'Please enter your password to make a backup.',
  wrongPassword: 'Wrong password. Enter your own password to make a backup.',
  locked: 'Too many wrong passwords. Try again in 15 minutes.',
  enterPassphrase: 'Please enter a passphrase for the backup.',
  passphraseTooShort: `The passphrase must be at least ${BACKUP_PASSPHRASE_MIN_LENGTH} characters.`,
  passphraseTooLong: `The passphrase must be at most ${BACKUP_PASSPHRASE_MAX_LENGTH} characters.`,
  passphraseMismatch: 'The two passphrases do not match.',
  failed: 'The backup could not be made. Try again; if it fails again, tell the administrator.',
  busy: 'Another backup is being made right now. Please try again in a few minutes.',
  done: (fileName: string) => `Backup saved as ${fileName}. Keep it and its passphrase apart.`,
} as const;

export const backupRequestSchema = z.object({
  /** The admin's own password, as in the reset dialog's confirmation. */
  password: z
    .string({ error: BACKUP_MESSAGES.enterPassword })
    .min(1, BACKUP_MESSAGES.enterPassword)
    .max(PASSWORD_MAX_LENGTH, BACKUP_MESSAGES.wrongPassword)
    .check(singleLineText('Password')),
  /** Encrypts the archive (AES-256-GCM, key from scrypt); never stored. */
  passphrase: z
    .string({ error: BACKUP_MESSAGES.enterPassphrase })
    .min(1, BACKUP_MESSAGES.enterPassphrase)
    .min(BACKUP_PASSPHRASE_MIN_LENGTH, BACKUP_MESSAGES.passphraseTooShort)
    .max(BACKUP_PASSPHRASE_MAX_LENGTH, BACKUP_MESSAGES.passphraseTooLong)
    .check(singleLineText('Passphrase')),
});
export type BackupRequest = z.infer<typeof backupRequestSchema>;

/** Name of a downloaded archive, dated in UTC: pragati-2026-11-22-1503.backup. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  return `pragati-${stamp}.backup`;
}
