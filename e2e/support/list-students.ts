/**
 * The students of the lists journey (seed-student-lists.ts), known to the journey too. All in
 * Primary-I-3, the one class no other journey's teacher holds (so no teacher's home grows).
 */

export const LIST_STUDENTS = Array.from({ length: 30 }, (_, i) => {
  const n = i + 1;
  return {
    regNo: `LST/${n}`,
    // Two digits, so sorting by name matches the numbers.
    name: `Devaki Lists ${String(n).padStart(2, '0')}`,
    aadhaar: `7${String(41_000_000_000 + n).padStart(11, '0')}`,
    status: n === 29 ? 'completed' : n === 30 ? 'left' : ('active' as const),
  } as const;
});
