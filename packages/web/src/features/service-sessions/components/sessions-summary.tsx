import { instituteDate } from '@pragati/domain';
import { useLocale, useTranslations } from 'use-intl';
import { useStudentSessions } from '../api/service-sessions';

/**
 * This month's service sessions of a student (issue 31 part 3) in a few plain sentences: how
 * many, how many minutes, and by kind with the planned number. For the history and the
 * guardian's easy-read home.
 */
export function SessionsSummary({
  regNo,
  headingLevel = 2,
}: {
  regNo: string;
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations('serviceSessions.summary');
  const locale = useLocale();
  const month = instituteDate(new Date()).slice(0, 7);
  const sessions = useStudentSessions(regNo, month);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!sessions.data) return null;
  const { byKind } = sessions.data;
  return (
    <section aria-labelledby="sessions-heading">
      <Heading id="sessions-heading">{t('title')}</Heading>
      <p>{t('thisMonth', { sessions: sessions.data.sessions, minutes: sessions.data.minutes })}</p>
      {byKind.length > 0 && (
        <ul>
          {byKind.map((k) => (
            <li key={k.kind}>
              {t('byKind', {
                kind: locale === 'hi' ? k.nameHi : k.nameEn,
                sessions: k.sessions,
                minutes: k.minutes,
                planned: k.plannedInMonth,
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
