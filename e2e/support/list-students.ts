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

/**
 * Issue 26 item 8: two students with the longest registration number (40 characters, no spaces)
 * and name (120 characters) the schema allows, in the same class, so the list journey can check
 * that every action of a row stays on screen at a desk width. "Widthcheck" is their filter word.
 */
const LONG_NAME =
  'Widthcheck Venkatalakshminarasimhaswamy Subrahmanyasharmaputtaparthi Chandrasekharendrasaraswathi Ramakrishnan Iyengar';
export const WIDE_STUDENTS = [1, 2].map((n) => ({
  regNo: `WID/${n}/${'ABCDEFGHIJ'.repeat(4)}`.slice(0, 40),
  name: `${LONG_NAME}${'x'.repeat(120)}`.slice(0, 119) + String(n),
  aadhaar: `7${String(42_000_000_000 + n).padStart(11, '0')}`,
}));
