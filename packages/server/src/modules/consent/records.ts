import type { ConsentRecord } from '@pragati/domain';
import type { studentConsents } from '../../db/schema/index.js';

type StudentConsentRow = typeof studentConsents.$inferSelect;

/** A stored consent as the details record and the student's data file show it. */
export function consentRecordOf(row: StudentConsentRow): ConsentRecord {
  return {
    guardianName: row.guardianName,
    relation: row.relation,
    mobile: row.mobile,
    address: row.address,
    noticeLanguage: row.noticeLanguage,
    noticeVersion: row.noticeVersion,
    verifiedBy: row.verifiedBy,
    consentDate: row.consentDate,
    purposes: row.purposes as ConsentRecord['purposes'],
    recordedBy: row.recordedBy,
    recordedAt: row.updatedAt.toISOString(),
  };
}
