/** Query keys of the programme plan; a student's share a prefix so a save refreshes both. */
export const goalKeys = {
  student: (regNo: string) => ['goals', regNo] as const,
  plan: (regNo: string) => ['goals', regNo, 'plan'] as const,
  all: (regNo: string) => ['goals', regNo, 'all'] as const,
};
