import {
  type AdminCorrection,
  type Correction,
  CORRECTION_FIELD_LABELS,
  type CorrectionField,
  correctionValueText,
  maskAadhaar,
} from '@pragati/domain';
import type { CorrectionRow } from './repository.js';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A request as answered: a proposed Aadhaar number only ever masked (it is kept encrypted). */
export function correctionOf(row: CorrectionRow, regNo: string): Correction {
  const field = row.field as CorrectionField;
  return {
    id: row.id,
    regNo,
    field,
    fieldLabel: CORRECTION_FIELD_LABELS[field] ?? row.field,
    proposedValue:
      field === 'aadharNo'
        ? maskAadhaar(row.proposedLast4)
        : correctionValueText(field, row.proposedValue ?? ''),
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    declineReason: row.declineReason,
  };
}

type HeldValues = {
  name: string;
  sex: string;
  dob: string;
  regDate: string;
  info: Record<string, unknown>;
  aadhaarLast4: string;
};

/** The value the record holds now for the field, as the admin's list shows it. */
export function currentValueOf(field: CorrectionField, held: HeldValues): string {
  switch (field) {
    case 'aadharNo':
      return maskAadhaar(held.aadhaarLast4);
    case 'name':
    case 'dob':
    case 'regDate':
      return held[field];
    case 'sex':
      return correctionValueText('sex', held.sex);
    default: {
      const value = held.info[field];
      return typeof value === 'string' ? value : '';
    }
  }
}

export function adminCorrectionOf(
  row: { request: CorrectionRow; regNo: string; name: string } & Omit<HeldValues, 'name'>,
): AdminCorrection {
  return {
    ...correctionOf(row.request, row.regNo),
    decidedBy: row.request.decidedBy,
    studentName: row.name,
    currentValue: currentValueOf(row.request.field as CorrectionField, row),
  };
}
