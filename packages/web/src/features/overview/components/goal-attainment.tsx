import { Table, Title } from '@mantine/core';
import {
  CATEGORY_DISPLAY_NAMES,
  type ClassCode,
  classDisplayName,
  GOAL_AREAS,
  type GoalArea,
  type GoalAttainment as Attainment,
  type GoalAttainmentFigures,
  parseClassCode,
  type TermRef,
  termRefLabel,
} from '@pragati/domain';
import { useGoalAttainment } from '../api/goal-attainment';
import classes from './overview.module.css';

const number = new Intl.NumberFormat('en-IN');

/** "2 set, 1 met, 1 carried over" (and the dropped ones when there are). */
export function figuresText(f: GoalAttainmentFigures): string {
  const dropped = f.dropped > 0 ? `, ${number.format(f.dropped)} dropped` : '';
  return `${number.format(f.set)} set, ${number.format(f.met)} met, ${number.format(f.carried)} carried over${dropped}`;
}

/** The class's own terms as "Term I"; a term of an earlier class (before a transfer) in full. */
function termsText(classId: ClassCode, terms: readonly TermRef[]): string {
  const { section, year } = parseClassCode(classId);
  return terms
    .map((t) => (t.section === section && t.year === year ? `Term ${t.term}` : termRefLabel(t)))
    .join('; ');
}

type AreaRow = { category: GoalArea } & GoalAttainmentFigures;
function AreaCells({ areas, total }: { areas: readonly AreaRow[]; total: GoalAttainmentFigures }) {
  return (
    <>
      {GOAL_AREAS.map((category) => {
        const row = areas.find((a) => a.category === category);
        return <Table.Td key={category}>{row ? figuresText(row) : 'No goals'}</Table.Td>;
      })}
      <Table.Td>{figuresText(total)}</Table.Td>
    </>
  );
}

/**
 * Issue 17 part 5: how the programme goals went, per class and FACP area, in each student's last
 * completed term: the goals worked on, met at its Evaluate, carried over to the next term, and
 * dropped. One call (GET /overview/goals), for the principal's home beside the classes.
 */
export function GoalAttainment() {
  const query = useGoalAttainment();
  let body;
  if (query.isPending) body = <p role="status">Loading the goals...</p>;
  else if (query.isError)
    body = (
      <p role="alert" className={classes.error}>
        The goals could not be loaded ({query.error.message}). Reload the page to try again.
      </p>
    );
  else body = <AttainmentTable data={query.data} />;
  return (
    <section className={classes.section} aria-labelledby="goal-attainment-title">
      <Title order={2} id="goal-attainment-title" className={classes.title}>
        Programme goals, last completed term
      </Title>
      {body}
    </section>
  );
}

function AttainmentTable({ data }: { data: Attainment }) {
  if (data.classes.length === 0)
    return <p>No goals yet: none was set before a student&apos;s last completed term.</p>;
  return (
    <>
      <div
        className={classes.tableWrap}
        role="region"
        aria-labelledby="goal-attainment-caption"
        // Keyboard users scroll the wide table on a phone.
        tabIndex={0}
      >
        <Table className={classes.table} striped>
          <Table.Caption id="goal-attainment-caption" className={classes.caption}>
            Goals per class and area, active students only
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.classCell}>
                Class
              </Table.Th>
              <Table.Th scope="col">Term</Table.Th>
              {GOAL_AREAS.map((c) => (
                <Table.Th scope="col" key={c}>
                  {CATEGORY_DISPLAY_NAMES[c]}
                </Table.Th>
              ))}
              <Table.Th scope="col">All areas</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.classes.map((c) => (
              <Table.Tr key={c.classId}>
                <Table.Th scope="row" className={classes.classCell}>
                  {classDisplayName(c.classId)}
                </Table.Th>
                <Table.Td>
                  {termsText(c.classId, c.terms)}
                  <span className={classes.note}>
                    {number.format(c.students)} {c.students === 1 ? 'student' : 'students'}
                  </span>
                </Table.Td>
                <AreaCells areas={c.areas} total={c.total} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" className={classes.classCell}>
                All classes
              </Table.Th>
              <Table.Td />
              <AreaCells areas={data.areas} total={data.total} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </div>
      <p className={classes.notes}>
        For each active student, the latest term with all five checklists evaluated. Set: goals
        chosen before that term and still open when it began. Met: the answer at its Evaluate
        reached the target. Carried over: still being worked on in the next term. Dropped: given up
        with a reason when the next goals were chosen.
      </p>
    </>
  );
}
