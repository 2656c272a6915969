import type { ReactNode } from 'react';
import { Alert, Button } from '@mantine/core';
import { CONSENT_MESSAGES, HISTORY_MESSAGES, type Role } from '@pragati/domain';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useGroupName } from '../../../lib/programme-groups';
import { PageLayout } from '../../../components/page-layout';
import { ApiError, ConnectionError, MUST_CHANGE_PASSWORD_CODE } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useHistoryForRole } from '../api/history-for-role';
import { CountsLegend } from '../../../components/counts-legend';
import { FullRecord } from './full-record';
import { HistorySelectors } from './history-selectors';
import { historyBackPath, historyRegNo } from './history-target';
import classes from './history.module.css';
import { PrintHeader } from './print-header';
import { StudentInfo } from './student-info';
import { TermComments } from './term-comments';
import { useFullRecordPrint } from './use-full-record-print';
import { useHistorySelection } from './use-history-selection';
import { YearFigures } from './year-figures';
import { YearGoals } from './year-goals';
import { YearSummary } from './year-summary';

type ErrorKind = 'toast' | 'session' | 'log';

/**
 * Spec section 8: an error status toasts and redirects; a 401 or a temporary password is the API
 * client's business (it has already sent the user on); anything else (network, a malformed
 * answer) is logged and offered again. A 5xx is the server's failure, not a student "still in 1st
 * Year" (issue 15): it is said as such, with Try again.
 */
function errorKind(error: Error): ErrorKind {
  if (!(error instanceof ApiError) || error.code === 'INVALID_RESPONSE') return 'log';
  if (error.status >= 500) return 'log';
  if (error.status === 401 || error.code === MUST_CHANGE_PASSWORD_CODE) return 'session';
  return 'toast';
}

/**
 * A 404 toasts 'Student data not found or still in 1st Year', any other error status 'Student
 * is still in 1st Year'; both go back to the role's home list.
 */
function useHistoryErrors(error: Error | null, role: Role | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) return;
    const kind = errorKind(error);
    if (kind === 'log') console.error('The history could not be loaded', error);
    if (kind !== 'toast') return;
    const status = (error as ApiError).status;
    const message = status === 404 ? HISTORY_MESSAGES.notFound : HISTORY_MESSAGES.stillFirstYear;
    // The id keeps StrictMode's second effect run from showing it twice.
    toast.error(message, { id: `history-error:${message}` });
    void navigate(historyBackPath(role), { replace: true });
  }, [error, role, navigate]);
}

function loadFailureText(error: Error | null, checkConnection: string): string {
  return error instanceof ConnectionError || (error instanceof ApiError && error.status >= 500)
    ? error.message
    : checkConnection;
}

/** The report could not be read (network, server): said as such, with Try again. */
function LoadFailedAlert({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const t = useTranslations('history');
  return (
    <Alert color="red" title={t('loadFailedTitle')} mb="lg">
      <p>{loadFailureText(error, t('checkConnection'))}</p>
      <Button variant="default" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </Alert>
  );
}

/**
 * The history report of spec section 2, the same screen for every role. `extra`: what the app
 * puts below the report for the student (the attendance per term, issue 31).
 */
export function HistoryPage({ extra }: { extra?: (regNo: string) => ReactNode } = {}) {
  const session = readSession();
  const role = session?.role;
  const params = useParams();
  const regNo = historyRegNo(session, params.studentId ?? params.regNo);
  const query = useHistoryForRole(role, regNo);
  const record = query.data;
  const selection = useHistorySelection(record);
  const full = useFullRecordPrint();
  useHistoryErrors(query.error, role);
  const t = useTranslations('history');
  const m = useMsg();
  const groupName = useGroupName();

  const { section, year } = selection;
  const place =
    section && year ? t('place', { section: groupName(section.sec), year: year.year }) : '';
  const loadFailed = query.error !== null && errorKind(query.error) === 'log';
  // Decisions §15: as the details' print, the full record waits for the guardian's consent.
  const consentPending = record?.consent === 'pending';

  return (
    <PageLayout
      title={t('title')}
      userId={session?.userId}
      printable
      printUser={false}
      backTo={historyBackPath(role)}
    >
      <PrintHeader onScreen={full.shown} />
      <StudentInfo record={record} />
      {!regNo && (
        <Alert color="yellow" title={t('noStudentTitle')} mb="lg">
          {t('noStudentText')}
        </Alert>
      )}
      {loadFailed && <LoadFailedAlert error={query.error} onRetry={() => void query.refetch()} />}
      {record && full.shown ? (
        <FullRecord
          record={record}
          titleRef={full.titleRef}
          onPrint={full.print}
          onClose={full.close}
        />
      ) : (
        <>
          <HistorySelectors
            selection={selection}
            onPrintFullRecord={
              record && record.section.length > 0 && !consentPending ? full.open : undefined
            }
          />
          {consentPending && (
            <p className={`no-print ${classes.held}`}>{m(CONSENT_MESSAGES.fullRecordHeld)}</p>
          )}
          {record &&
            (section && year && year.termReport.length > 0 ? (
              <>
                <YearFigures year={year} place={place} chartKey={`${section.sec}-${year.year}`} />
                <CountsLegend />
                <TermComments terms={year.termReport} />
                <YearGoals regNo={record.regNo} section={section.sec} year={year.year} />
                <YearSummary year={year} />
              </>
            ) : (
              <p role="status" className={classes.noData}>
                {m(HISTORY_MESSAGES.noData)}
              </p>
            ))}
          {record && extra?.(record.regNo)}
        </>
      )}
    </PageLayout>
  );
}
