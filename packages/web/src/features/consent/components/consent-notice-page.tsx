import { Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  CONSENT_LANGUAGE_LABELS,
  CONSENT_LANGUAGES,
  CONSENT_PURPOSE_LABELS,
  CONSENT_PURPOSES,
  type ConsentLanguage,
  type ConsentNotice,
  newConsentNoticeBodySchema,
} from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { useMsg } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useConsentNotices } from '../api/consent-notices';
import { useSaveConsentNotice } from '../api/save-consent-notice';

type Draft = {
  title: string;
  intro: string;
  /** One data group per line. */
  dataGroups: string;
  purposes: Record<(typeof CONSENT_PURPOSES)[number], string>;
  rights: string;
};

const draftOf = (notice: ConsentNotice): Draft => ({
  title: notice.title,
  intro: notice.intro,
  dataGroups: notice.dataGroups.join('\n'),
  purposes: { ...notice.purposes },
  rights: notice.rights,
});

/** Issue 19 part 1: the admin edits the consent notice; each save is a new version. */
export function ConsentNoticePage() {
  const session = readSession();
  const notices = useConsentNotices();
  const save = useSaveConsentNotice();
  const t = useTranslations('consent');
  const common = useTranslations('common');
  const m = useMsg();
  const [language, setLanguage] = useState<ConsentLanguage>('en');
  const [drafts, setDrafts] = useState<Partial<Record<ConsentLanguage, Draft>>>({});
  const current = notices.data?.[language];
  const draft = drafts[language] ?? (current ? draftOf(current) : undefined);
  const edit = (patch: Partial<Draft>) =>
    draft && setDrafts((d) => ({ ...d, [language]: { ...draft, ...patch } }));

  const submit = () => {
    if (!draft) return;
    const parsed = newConsentNoticeBodySchema.safeParse({
      language,
      title: draft.title,
      intro: draft.intro,
      dataGroups: draft.dataGroups
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      purposes: draft.purposes,
      rights: draft.rights,
    });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? t('check'));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(result.msg);
        setDrafts((d) => ({ ...d, [language]: undefined }));
      },
      onError: (error) => toast.error(common('errorText', { message: error.message })),
    });
  };

  return (
    <PageLayout title={t('title')} userId={session?.userId} backTo={paths.admin.home} focusTitle>
      <Text mb="md">{t('intro')}</Text>
      <SegmentedControl
        aria-label={t('language')}
        value={language}
        onChange={(value) => setLanguage(value as ConsentLanguage)}
        data={CONSENT_LANGUAGES.map((l) => ({ value: l, label: m(CONSENT_LANGUAGE_LABELS[l]) }))}
        mb="md"
      />
      {notices.isPending ? (
        <PageStatus />
      ) : notices.isError || !draft || !current ? (
        <p role="alert">
          {common('errorText', { message: notices.error?.message ?? t('loadFailed') })}
        </p>
      ) : (
        <NoticeForm
          language={language}
          current={current}
          draft={draft}
          edit={edit}
          onSubmit={submit}
          saving={save.isPending}
        />
      )}
    </PageLayout>
  );
}

/** The notice's fields in the chosen language, filled with the current version until edited. */
function NoticeForm({
  language,
  current,
  draft,
  edit,
  onSubmit,
  saving,
}: {
  language: ConsentLanguage;
  current: ConsentNotice;
  draft: Draft;
  edit: (patch: Partial<Draft>) => void;
  onSubmit: () => void;
  saving: boolean;
}) {
  const t = useTranslations('consent');
  return (
    <form
      noValidate
      lang={language}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack>
        <Text fw={600}>
          {t('current', {
            version: current.version,
            by: current.createdBy,
            date: current.createdAt.slice(0, 10),
          })}
        </Text>
        <TextInput
          label={t('noticeTitle')}
          value={draft.title}
          onChange={(e) => edit({ title: e.currentTarget.value })}
        />
        <Textarea
          label={t('introduction')}
          autosize
          minRows={3}
          value={draft.intro}
          onChange={(e) => edit({ intro: e.currentTarget.value })}
        />
        <Textarea
          label={t('dataGroups')}
          autosize
          minRows={5}
          value={draft.dataGroups}
          onChange={(e) => edit({ dataGroups: e.currentTarget.value })}
        />
        <PurposeFields draft={draft} edit={edit} />
        <Textarea
          label={t('rights')}
          autosize
          minRows={3}
          value={draft.rights}
          onChange={(e) => edit({ rights: e.currentTarget.value })}
        />
        <Group>
          <Button type="submit" loading={saving}>
            {t('saveAs', { version: current.version + 1 })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One text per purpose of processing the notice names. */
function PurposeFields({ draft, edit }: { draft: Draft; edit: (patch: Partial<Draft>) => void }) {
  const t = useTranslations('consent');
  const m = useMsg();
  return CONSENT_PURPOSES.map((purpose) => (
    <Textarea
      key={purpose}
      label={t('purpose', { purpose: m(CONSENT_PURPOSE_LABELS[purpose]) })}
      autosize
      minRows={2}
      value={draft.purposes[purpose]}
      onChange={(e) => edit({ purposes: { ...draft.purposes, [purpose]: e.currentTarget.value } })}
    />
  ));
}
