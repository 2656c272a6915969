import { Alert, Tabs, Text, Title } from '@mantine/core';
import {
  CATEGORIES,
  CATEGORY_DISPLAY_NAMES,
  isCategory,
  isSection,
  SECTION_DISPLAY_NAMES,
  SECTIONS,
  type Category,
  type QuestionBank,
  type Section,
} from '@pragati/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslations } from 'use-intl';
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
 * The question bank (decisions §6): each section's five lists, one at a time, with editing,
 * import and export. Section and category live in the address, so a reload keeps the place.
 */
export function QuestionBankPage() {
  const session = readSession();
  const bank = useQuestionBank();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const t = useTranslations('questionBank');
  const m = useMsg();
  const sectionParam = params.get('section');
  const categoryParam = params.get('category');
  const section: Section = isSection(sectionParam) ? sectionParam : 'preprimary';
  const category: Category = isCategory(categoryParam) ? categoryParam : 'personal';

  const choose = (next: { section?: string | null; category?: string | null }) => {
    const s = next.section ?? section;
    const c = next.category ?? category;
    if (isSection(s) && isCategory(c)) setParams({ section: s, category: c }, { replace: true });
  };

  const count = (s: Section, c: Category) =>
    bank.data?.data.find((l) => l.section === s && l.category === c)?.items.length ?? 0;
  const isSample = bank.data?.data.some((l) => l.source === 'sample') ?? false;

  return (
    <PageLayout title={t('title')} userId={session?.userId} backTo={paths.admin.home} printable>
      <Text className={classes.intro}>{t('intro')}</Text>
      {isSample && (
        <Alert
          classNames={{ title: classes.alertTitle }}
          color="yellow"
          title={t('sampleTitle')}
          mb="md"
          role="note"
        >
          {t('sampleText')}
        </Alert>
      )}
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
                {SECTIONS.map((s) => (
                  <Tabs.Tab key={s} value={s} disabled={editing && s !== section}>
                    {m(SECTION_DISPLAY_NAMES[s])}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {SECTIONS.map((s) => (
                <Tabs.Panel key={s} value={s} pt="sm">
                  <Tabs
                    value={category}
                    onChange={(c) => choose({ category: c })}
                    keepMounted={false}
                  >
                    <Tabs.List
                      aria-label={t('categoriesOf', { section: m(SECTION_DISPLAY_NAMES[s]) })}
                    >
                      {CATEGORIES.map((c) => (
                        <Tabs.Tab key={c} value={c} disabled={editing && c !== category}>
                          {m(CATEGORY_DISPLAY_NAMES[c])} ({count(s, c)})
                        </Tabs.Tab>
                      ))}
                    </Tabs.List>
                    {CATEGORIES.map((c) => (
                      <Tabs.Panel key={c} value={c}>
                        <ListPanel
                          bank={bank.data}
                          section={s}
                          category={c}
                          editing={editing}
                          setEditing={setEditing}
                        />
                      </Tabs.Panel>
                    ))}
                  </Tabs>
                </Tabs.Panel>
              ))}
            </Tabs>
          </>
        )}
      </section>
    </PageLayout>
  );
}
