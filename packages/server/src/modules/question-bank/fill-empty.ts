import type { Category, Section } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { currentInstitute } from '../../db/institute-scope.js';

/*
 * Issue 29 part 4: a term report copies the bank's items when its term begins (decisions §3). A
 * term that began while the bank had no items for the student's group (a group just enabled)
 * copied an empty list, which can be neither answered nor evaluated. When such a list first gets
 * items, those open, never-evaluated empty lists take them, so the teacher can assess the term;
 * every other report keeps its own copy, whatever the bank does.
 */

export type PublishedList = { section: Section; category: Category; version: { id: number } };

/** Fills the open empty lists of these published lists' areas; returns how many were filled. */
export async function fillEmptyChecklists(
  tx: Executor,
  lists: readonly PublishedList[],
): Promise<number> {
  let filled = 0;
  const institute = currentInstitute();
  for (const { section, category, version } of lists) {
    const path = `{${category}}`;
    const result = (await tx.execute(sql`
      with list as (
        select coalesce(
          jsonb_agg(
            jsonb_build_object('itemId', e.item_id, 'question', e.question, 'answer', null)
              || case when coalesce(e.question_hi, '') = '' then '{}'::jsonb
                      else jsonb_build_object('questionHi', e.question_hi) end
            order by e.position
          ),
          '[]'::jsonb
        ) as items
        from question_bank_entries e
        where e.version_id = ${version.id} and e.institute_id = ${institute}
      )
      update term_reports t
      set items = jsonb_set(t.items, ${path}::text[], list.items),
          bank_versions = jsonb_set(t.bank_versions, ${path}::text[], to_jsonb(${version.id}::int)),
          revision = t.revision + 1,
          updated_at = now()
      from list
      where t.section = ${section}
        and t.institute_id = ${institute}
        and jsonb_array_length(list.items) > 0
        and jsonb_array_length(coalesce(t.items -> ${category}::text, '[]'::jsonb)) = 0
        and coalesce((t.evaluated ->> ${category}::text)::boolean, false) = false
        and not exists (
          select 1 from year_reports y
          where y.student_id = t.student_id and y.section = t.section and y.year = t.year
        )
      returning t.id
    `)) as unknown as { rows: unknown[] };
    filled += result.rows.length;
  }
  return filled;
}
