import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { useGroupName } from '../../../lib/programme-groups';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { useEasyRead } from '../api/easy-read';
import { AreaSummary } from './area-summary';
import classes from './easy-read.module.css';
import { ReadAloudButton, ReadAloudProvider } from './read-aloud';

/**
 * The student's own home, easy-read by default (issue 16 part 5, decisions §13, W3C COGA): large
 * text, one idea a line, a picture per area, what the latest term says the student does by self
 * and is learning, and big buttons. The registration and clinical intake are on Details, for a
 * guardian. `learning`: "What I am learning now" (features/programme-goals), composed in by the app.
 */
export function StudentHome({ learning }: { learning?: ReactNode }) {
  const t = useTranslations('easyRead');
  // The corrections screen's own title names the way there (features/corrections).
  const tc = useTranslations('corrections');
  const groupName = useGroupName();
  const session = readSession();
  const home = useEasyRead();
  const data = home.data;
  return (
    <PageLayout title={t('title')} userId={session?.userId} nameLabel={data?.name} easyRead>
      <ReadAloudProvider>
        <div className={classes.home}>
          {home.isPending ? (
            <PageStatus />
          ) : home.isError ? (
            <div role="alert" className={classes.line}>
              <p>{t('loadError', { message: home.error.message })}</p>
              <Button className={classes.bigButton} onClick={() => void home.refetch()}>
                {t('tryAgain')}
              </Button>
            </div>
          ) : (
            <>
              <Sentence id="easy-read-hello" text={t('hello', { name: data!.name })} />
              {data!.term ? (
                <Sentence
                  id="easy-read-report"
                  text={t('report', {
                    term: data!.term.term,
                    className: `${groupName(data!.term.section)}-${data!.term.year}`,
                  })}
                />
              ) : (
                <>
                  <Sentence id="easy-read-no-report" text={t('noReport')} />
                  <Sentence id="easy-read-no-report-next" text={t('noReportNext')} />
                </>
              )}
              {learning}
              {data!.term &&
                data!.areas.map((area) => (
                  <AreaSummary key={area.category} area={area} sex={data!.sex} />
                ))}
            </>
          )}
          <nav aria-labelledby="easy-read-more" className={classes.more}>
            <h2 id="easy-read-more" className={classes.moreHeading}>
              {t('moreHeading')}
            </h2>
            <p className={classes.line}>{t('detailsHint')}</p>
            <div className={classes.buttons}>
              {(
                [
                  [paths.student.details, t('details')],
                  [paths.student.history, t('history')],
                  [paths.student.myData, t('myData')],
                  [paths.student.corrections, tc('studentTitle')],
                  [paths.student.changePassword, t('changePassword')],
                ] as const
              ).map(([to, label], i) => (
                <Button
                  key={to}
                  component={Link}
                  to={to}
                  size="lg"
                  variant={i === 0 ? 'filled' : 'default'}
                  className={classes.bigButton}
                >
                  {label}
                </Button>
              ))}
            </div>
          </nav>
        </div>
      </ReadAloudProvider>
    </PageLayout>
  );
}

/** One sentence on its own line, with its read-aloud button. */
function Sentence({ id, text }: { id: string; text: string }) {
  return (
    <div className={classes.sentence}>
      <p id={id} className={classes.line}>
        {text}
      </p>
      <ReadAloudButton text={text} describedBy={id} />
    </div>
  );
}
