import { Button } from '@mantine/core';
import { answerShort, type Goal, PROBE_LEVEL_LABELS } from '@pragati/domain';
import { useFormatter, useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { toast } from '../../../lib/toast';
import { useDeleteProbe } from '../api/goal-probes';
import { termRefText } from './goal-texts';
import type { ProbePoint } from './probe-points';
import classes from './probes.module.css';

/** The chart's figures as a table (screen readers, print); the author may delete a probe. */
export function ProbeTable({
  regNo,
  goal,
  points,
  ownId,
}: {
  regNo: string;
  goal: Goal;
  points: ProbePoint[];
  /** The signed-in teacher's login id where they may delete their own probes. */
  ownId: string | null;
}) {
  const t = useTranslations('programmeGoals.probes');
  const tg = useTranslations('programmeGoals');
  const m = useMsg();
  const format = useFormatter();
  const remove = useDeleteProbe(regNo, goal.id);
  if (points.length === 0) return null;
  const day = (date: string) =>
    format.dateTime(new Date(`${date}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const mine = (recordedBy: string) =>
    ownId !== null && recordedBy.toLowerCase() === ownId.toLowerCase();
  const caption = t('tableCaption', { item: goal.question });
  return (
    // On a phone the table scrolls sideways: a named, focusable region lets a keyboard scroll it.
    <div className={classes.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={classes.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colWhen')}</th>
            <th scope="col">{t('colKind')}</th>
            <th scope="col">{t('colLevel')}</th>
            {ownId !== null && <th scope="col">{t('colAction')}</th>}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.key}>
              <th scope="row">{p.kind === 'term' ? termRefText(tg, p.at) : day(p.probe.date)}</th>
              <td>{p.kind === 'term' ? t('kindTerm') : t('kindProbe')}</td>
              <td>
                {p.kind === 'term' ? answerShort(p.answer) : m(PROBE_LEVEL_LABELS[p.probe.level])}
              </td>
              {ownId !== null && (
                <td>
                  {p.kind === 'probe' && mine(p.probe.recordedBy) && (
                    <Button
                      variant="subtle"
                      color="red"
                      className={classes.levelButton}
                      aria-label={t('deleteLabel', { date: day(p.probe.date) })}
                      loading={remove.isPending && remove.variables === p.probe.id}
                      onClick={() =>
                        remove.mutate(p.probe.id, {
                          onSuccess: (response) => toast.success(response.msg),
                          onError: (error) => toast.error(error.message),
                        })
                      }
                    >
                      {t('delete')}
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
