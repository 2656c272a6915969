import { instituteDate, previousDay } from '@pragati/domain';
import type { Db } from '../../packages/server/src/db/client.js';
import { createConsentService } from '../../packages/server/src/modules/consent/service.js';

/**
 * Records a guardian's consent for a seeded student (issue 19): a student without one is
 * "consent pending", and the journeys that print a student's details expect it on record.
 */
export async function recordSeedConsent(db: Db, regNo: string): Promise<void> {
  await createConsentService(db).record(
    { id: 0, userId: 'e2e-seed', role: 'admin', mustChangePassword: false, sessionVersion: 0 },
    regNo,
    {
      guardianName: 'Ramesh Kumar',
      relation: 'Father',
      mobile: '9822001100',
      address: 'Ward 4, Sitapur',
      noticeLanguage: 'en',
      noticeVersion: 1,
      verifiedBy: 'signed_form',
      consentDate: previousDay(instituteDate(new Date())),
      purposes: ['assessment', 'historyReports', 'statutoryRecords'],
    },
  );
}
