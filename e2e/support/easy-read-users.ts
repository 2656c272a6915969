/**
 * The easy-read journey's own student (issue 16 part 5), seeded by seed-easy-read.ts in
 * Preprimary-3 (a class no teacher holds while the journeys run), with the Entry term fully
 * evaluated from the answers below and Term I begun. Its account signs in with a known password.
 */
export const EASY_READ = {
  student: {
    regNo: 'E2E-EASY-0001',
    name: 'Kavya Rao',
    sex: 'female',
    password: 'easy-read-pass-1',
    section: 'preprimary',
    year: '3',
  },
  /**
   * The Entry term's items and answers per area, in checklist order; two items have a Hindi
   * text, the others only the English one (issue 26 item 14).
   */
  answers: {
    personal: [
      ['Drinks from a cup', 'Yes', 'कप से पीती है'],
      ['Eats chapati by self', 'Yes', 'खुद चपाती खाती है'],
      ['Washes hands with soap', 'Yes'],
      ['Takes off slippers', 'Yes'],
      ['Buttons a shirt', 'C-P1'],
      ['Combs hair', 'NE'],
    ],
    social: [
      ['Waves bye-bye', 'C-P2'],
      ['Greets the teacher', 'Yes'],
      ['Shares a toy', 'NA'],
    ],
    academic: [
      ['Matches two pictures', 'Yes'],
      ['Counts to five', 'C-P1'],
    ],
    occupational: [
      ['Waters a plant', 'C-P2'],
      ['Folds a cloth', 'NE'],
    ],
    recreational: [
      ['Sings a song', 'A'],
      ['Plays catch', 'C'],
    ],
  },
} as const;
