import { Alert, Anchor, Tabs, Text, Title } from '@mantine/core';
import {
  CATEGORIES,
  CATEGORY_DISPLAY_NAMES,
  DEFAULT_PROGRAMME_STRUCTURE,
  FACP_GROUP_CODES,
  isCategory,
  SAMPLE_BANK_GROUPS,
  type Category,
  type QuestionBank,
  type QuestionBankGroup,
  type Section,
} from '@pragati/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale, useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { useMsg } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { useQuestionBank } from '../api/get-question-bank';
import { listTitle } from './format';
import { ImportExportPanel } from './import-export-panel';
import classes from './question-bank.module.css';
import { QuestionListEditor } from './question-list-editor';
import { QuestionListView } from './question-list-view';
import { groupNameNow } from '../../../lib/programme-groups';

function ListPanel({
  bank,
  section,
  category,
  editing,
  setEditing,
}: {
  bank: QuestionBank;
  section: Section;
  category: Category;
  editing: boolean;
  setEditing: (editing: boolean) => void;
}) {
  const list = bank.data.find((l) => l.section === section && l.category === category);
  if (!list) return null;
  return (
    <>
      <Title order={3} className={classes.listTitle}>
        {listTitle(section, category)}
      </Title>
      {editing ? (
        <QuestionListEditor
          key={list.versionId ?? 'new'}
          list={list}
          onDone={() => setEditing(false)}
        />
      ) : (
        <QuestionListView list={list} onEdit={() => setEditing(true)} />
      )}
    </>
  );
}

/**
 * A group without items (issue 29 part 4): no checklist of its students can be filled, so the
 * admin is told, and led to the import (the sample bank has none for the four later groups).
 */
function EmptyGroup({ group, name }: { group: QuestionBankGroup; name: string }) {
  const t = useTranslations('questionBank');
  return (
    <Alert
      classNames={{ title: classes.alertTitle }}
      color="yellow"
      title={t('groupEmptyTitle', { group: name })}
      mb="sm"
      role="note"
    >
      {!group.inSample && <>{t('groupEmptySample', { group: name })} </>}
      {t('groupEmptyText', { group: name, code: group.code })}{' '}
      <Anchor href="#bank-files">{t('goToImport')}</Anchor>
    </Alert>
  );
}

/** The FACP groups the team's sample has no items for, by name. */
const groupsNotInSample = () =>
  FACP_GROUP_CODES.filter((g) => !SAMPLE_BANK_GROUPS.includes(g))
    .map((g) => groupNameNow(g))
    .join(', ');

/** One group's five lists as tabs, each named with its number of items. */
function CategoryTabs({
  bank,
  group,
  groupName,
  category,
  editing,
  setEditing,
  onChoose,
}: {
  bank: QuestionBank;
  group: QuestionBankGroup;
  groupName: string;
  category: Category;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  onChoose: (category: string | null) => void;
}) {
  const t = useTranslations('questionBank');
  const m = useMsg();
  const count = (c: Category) =>
    bank.data.find((l) => l.section === group.code && l.category === c)?.items.length ?? 0;
  return (
    <Tabs value={category} onChange={onChoose} keepMounted={false}>
      <Tabs.List aria-label={t('categoriesOf', { section: groupName })}>
        {CATEGORIES.map((c) => (
          <Tabs.Tab key={c} value={c} disabled={editing && c !== category}>
            {m(CATEGORY_DISPLAY_NAMES[c])} ({count(c)})
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {CATEGORIES.map((c) => (
        <Tabs.Panel key={c} value={c}>
          <ListPanel
            bank={bank}
            section={group.code}
            category={c}
            editing={editing}
            setEditing={setEditing}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The bank is still the team's sample: said, with the groups it has no items for. */
function SampleNote() {
  const t = useTranslations('questionBank');
  return (
    <Alert
      classNames={{ title: classes.alertTitle }}
      color="yellow"
      title={t('sampleTitle')}
      mb="md"
      role="note"
    >
      {t('sampleText')} {t('sampleNoItems', { groups: groupsNotInSample() })}
    </Alert>
  );
}

/**
 * The question bank (decisions §6): each enabled group's five lists, one at a time, with editing,
 * import and export. Section and category live in the address, so a reload keeps the place.
 */
export function QuestionBankPage() {
  const session = readSession();
  const bank = useQuestionBank();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const t = useTranslations('questionBank');
  const locale = useLocale();
  // The institute's enabled groups, in its order and with its names (issue 29).
  const groups = bank.data?.groups ?? [];
  const groupName = (g: QuestionBankGroup) => (locale === 'hi' ? g.names.hi : g.names.en);
  const sectionParam = params.get('section');
  const categoryParam = params.get('category');
  const section: Section =
    groups.find((g) => g.code === sectionParam)?.code ??
    groups[0]?.code ??
    (DEFAULT_PROGRAMME_STRUCTURE[0]!.code as Section);
  const category: Category = isCategory(categoryParam) ? categoryParam : 'personal';

  const choose = (next: { section?: string | null; category?: string | null }) => {
    const s = groups.find((g) => g.code === (next.section ?? section))?.code;
    const c = next.category ?? category;
    if (s && isCategory(c)) setParams({ section: s, category: c }, { replace: true });
  };

  const isSample = bank.data?.data.some((l) => l.source === 'sample') ?? false;

  return (
    <PageLayout title={t('title')} userId={session?.userId} backTo={paths.admin.home} printable>
      <Text className={classes.intro}>{t('intro')}</Text>
      {isSample && <SampleNote />}
      <ImportExportPanel />
      <section aria-labelledby="bank-lists">
        <Title order={2} id="bank-lists" className={classes.panelTitle}>
          {t('listsHeading')}
        </Title>
        {bank.isPending && <PageStatus />}
        {bank.isError && <PageStatus>{t('loadError', { message: bank.error.message })}</PageStatus>}
        {bank.data && (
          <>
            {editing && (
              <Text size="sm" mb="xs">
                {t('saveOrCancel')}
              </Text>
            )}
            <Tabs value={section} onChange={(s) => choose({ section: s })} keepMounted={false}>
              <Tabs.List aria-label={t('sections')}>
                {groups.map((g) => (
                  <Tabs.Tab key={g.code} value={g.code} disabled={editing && g.code !== section}>
                    {groupName(g)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {groups.map((g) => (
                <Tabs.Panel key={g.code} value={g.code} pt="sm">
                  {g.items === 0 && <EmptyGroup group={g} name={groupName(g)} />}
                  <CategoryTabs
                    bank={bank.data}
                    group={g}
                    groupName={groupName(g)}
                    category={category}
                    editing={editing}
                    setEditing={setEditing}
                    onChoose={(c) => choose({ category: c })}
                  />
                </Tabs.Panel>
              ))}
            </Tabs>
          </>
        )}
      </section>
    </PageLayout>
  );
}
