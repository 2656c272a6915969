import type { FlowStudent } from '../flow-storage';

/** The header's name label on the flow screens: "Asha Rao (R-101)". */
export function studentLabel(student: FlowStudent): string {
  return student.studentName ? `${student.studentName} (${student.regNo})` : student.regNo;
}
