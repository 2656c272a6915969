import { z } from 'zod';
import udise202425 from './code-lists/udise-2024-25.json' with { type: 'json' };

/*
 * The UDISE+ code lists (issue 30, decisions §17): which conditions and facilities a year's return
 * names, and their codes. They are data named by their year, never constants in code: the lists
 * change between years. The JSON files beside this one seed the database's table of lists; a new
 * year is a new file (and its rows), not a change of code.
 */

export const codeListEntrySchema = z.object({
  code: z.number().int(),
  en: z.string(),
  hi: z.string(),
});
export type CodeListEntry = z.infer<typeof codeListEntrySchema>;

export const CODE_LIST_YEAR_PATTERN = /^\d{4}-\d{2}$/;

export const codeListSchema = z.object({
  year: z.string(),
  conditions: z.array(codeListEntrySchema),
  facilities: z.array(codeListEntrySchema),
});
export type CodeList = z.infer<typeof codeListSchema>;

/** GET /disability-code-lists: every year held, the newest first (the one a new profile uses). */
export const codeListsResponseSchema = z.object({ lists: z.array(codeListSchema) });
export type CodeListsResponse = z.infer<typeof codeListsResponseSchema>;

/** The lists shipped with Pragati, which seed the database's table (checked on load). */
export const SEED_CODE_LISTS: readonly CodeList[] = [codeListSchema.parse(udise202425)];

/** A code's words in the language asked, or the code itself when the list lacks it. */
export function codeLabel(
  entries: readonly CodeListEntry[],
  code: number | null,
  language: 'en' | 'hi',
): string {
  const entry = entries.find((e) => e.code === code);
  return entry ? entry[language] : String(code ?? '');
}
