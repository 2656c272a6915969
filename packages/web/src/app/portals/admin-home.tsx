import { Button, Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useTranslations } from 'use-intl';
import { PageLayout } from '../../components/page-layout';
import { paths } from '../../lib/paths';
import { readSession } from '../../lib/session';
import classes from '../../components/home-panel.module.css';
import { SetupChecklist } from '../../features/setup/components/setup-checklist';
import { ResetPasswordModal } from '../../features/staff-accounts/components/reset-password-modal';
import { StaffAccountsPanel } from '../../features/staff-accounts/components/staff-accounts-panel';
import { useSpecialistKinds } from '../../features/specialists/api/specialists';
import { TeachersPanel } from '../../features/teacher-accounts/components/teachers-panel';

/** Register, list, import, consents and the consent notice. */
function StudentsPanel() {
  const t = useTranslations('admin');
  const a = useTranslations('attendance.register');
  const h = useTranslations('attendance.holidays');
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="students">
      <Title order={2} id="students" className={classes.panelTitle}>
        {t('students')}
      </Title>
      <Group>
        <Button component={Link} to={paths.admin.addStudents} aria-label={t('registerStudent')}>
          {t('register')}
        </Button>
        <Button
          component={Link}
          to={paths.admin.viewStudents}
          variant="default"
          aria-label={t('viewStudents')}
        >
          {t('view')}
        </Button>
        <Button component={Link} to={paths.admin.importStudents} variant="default">
          {t('importStudents')}
        </Button>
        <Button component={Link} to={paths.admin.recordConsents} variant="default">
          {t('recordConsents')}
        </Button>
        <Button component={Link} to={paths.admin.consentNotice} variant="default">
          {t('consentNotice')}
        </Button>
        <Button component={Link} to={paths.admin.attendanceMonth} variant="default">
          {a('monthly')}
        </Button>
        <Button component={Link} to={paths.admin.holidays} variant="default">
          {h('title')}
        </Button>
      </Group>
    </Card>
  );
}

/** The FACP's groups and classes (issue 29 part 2). */
function GroupsPanel() {
  const t = useTranslations('programmeStructure');
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="groups">
      <Title order={2} id="groups" className={classes.panelTitle}>
        {t('title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('panelText')}
      </Text>
      <Group>
        <Button component={Link} to={paths.admin.groups}>
          {t('open')}
        </Button>
      </Group>
    </Card>
  );
}

/** The specialist kinds for the staff panel, named in the screen's language. */
function useKindOptions() {
  const locale = useLocale();
  return (useSpecialistKinds().data?.kinds ?? []).map((k) => ({
    value: k.code,
    label: locale === 'hi' ? k.nameHi : k.nameEn,
  }));
}

/** Specialists' caseloads (issue 31 part 2). */
function SpecialistsPanel() {
  const sp = useTranslations('specialists');
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="specialists">
      <Title order={2} id="specialists" className={classes.panelTitle}>
        {sp('title')}
      </Title>
      <Text size="sm" mb="sm">
        {sp('panelText')}
      </Text>
      <Group>
        <Button component={Link} to={paths.admin.specialists}>
          {sp('open')}
        </Button>
      </Group>
    </Card>
  );
}

/**
 * `overview`: the classes at a glance (features/overview); `corrections`: the open correction
 * requests' panel (features/corrections); both composed in by the app.
 */
export function AdminHome({
  overview,
  corrections,
}: {
  overview?: ReactNode;
  corrections?: ReactNode;
}) {
  const session = readSession();
  const t = useTranslations('admin');
  const kinds = useKindOptions();
  return (
    <PageLayout title={t('title')} userId={session?.userId}>
      <SetupChecklist />
      {overview}
      <div className={classes.panels}>
        <TeachersPanel resetPassword={(props) => <ResetPasswordModal {...props} />} />
        {corrections}
        <StudentsPanel />
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="questions">
          <Title order={2} id="questions" className={classes.panelTitle}>
            {t('questionBank')}
          </Title>
          <Group>
            <Button component={Link} to={paths.admin.questions} aria-label={t('openQuestionBank')}>
              {t('open')}
            </Button>
          </Group>
        </Card>
        <GroupsPanel />
        <StaffAccountsPanel kinds={kinds} />
        <SpecialistsPanel />
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="institute">
          <Title order={2} id="institute" className={classes.panelTitle}>
            {t('instituteDetails')}
          </Title>
          <Text size="sm" mb="sm">
            {t('instituteDetailsText')}
          </Text>
          <Group>
            <Button component={Link} to={paths.admin.institute}>
              {t('openInstituteDetails')}
            </Button>
          </Group>
        </Card>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="backup">
          <Title order={2} id="backup" className={classes.panelTitle}>
            {t('backup')}
          </Title>
          <Text size="sm" mb="sm">
            {t('backupText')}
          </Text>
          <Group>
            <Button component={Link} to={paths.admin.backup}>
              {t('makeBackup')}
            </Button>
          </Group>
        </Card>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="audit">
          <Title order={2} id="audit" className={classes.panelTitle}>
            {t('audit')}
          </Title>
          <Text size="sm" mb="sm">
            {t('auditText')}
          </Text>
          <Group>
            <Button component={Link} to={paths.admin.audit}>
              {t('openAudit')}
            </Button>
          </Group>
        </Card>
      </div>
    </PageLayout>
  );
}
