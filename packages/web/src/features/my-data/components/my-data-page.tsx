import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { GrievanceContact, hasGrievanceOfficer } from '../../../components/grievance-contact';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { useDownloadMyData } from '../api/download-my-data';
import classes from './my-data-page.module.css';

/**
 * The student's (and guardian's) data rights (issue 19): what Pragati holds, downloaded as one
 * file, and whom to ask about it.
 */
export function MyDataPage() {
  const session = readSession();
  const download = useDownloadMyData();
  const t = useTranslations('myData');
  const common = useTranslations('common');
  return (
    <PageLayout title={t('title')} userId={session?.userId} focusTitle>
      <div className={classes.body}>
        <p>{t('intro')}</p>
        <p>{t('downloadAll')}</p>
        <Group>
          <Button
            className={classes.action}
            onClick={() => download.mutate()}
            loading={download.isPending}
          >
            {t('download')}
          </Button>
          <Button
            className={classes.action}
            component={Link}
            to={paths.student.home}
            variant="default"
          >
            {common('back')}
          </Button>
        </Group>
        <div aria-live="polite">
          {download.isSuccess && <p>{t('downloaded')}</p>}
          {download.isError && (
            <p role="alert">{t('failed', { message: download.error.message })}</p>
          )}
        </div>
        {/* Without a configured officer the sentence ends at the office, not at "or:". */}
        <p>{hasGrievanceOfficer() ? t('complaint') : t('complaintOffice')}</p>
        <GrievanceContact />
      </div>
    </PageLayout>
  );
}
