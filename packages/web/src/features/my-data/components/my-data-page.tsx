import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { GrievanceContact } from '../../../components/grievance-contact';
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
  return (
    <PageLayout title="My data" userId={session?.userId} focusTitle>
      <div className={classes.body}>
        <p>
          Pragati keeps your registration details, your health and family history, every assessment
          with its answers and comments, and a list of who looked at your record.
        </p>
        <p>You can download all of it as one file.</p>
        <Group>
          <Button
            className={classes.action}
            onClick={() => download.mutate()}
            loading={download.isPending}
          >
            Download my data
          </Button>
          <Button
            className={classes.action}
            component={Link}
            to={paths.student.home}
            variant="default"
          >
            Back
          </Button>
        </Group>
        <div aria-live="polite">
          {download.isSuccess && <p>Your file has been downloaded.</p>}
          {download.isError && (
            <p role="alert">
              The file could not be downloaded: {download.error.message} Please try again.
            </p>
          )}
        </div>
        <p>If something is wrong or you have a complaint, tell the office or:</p>
        <GrievanceContact />
      </div>
    </PageLayout>
  );
}
