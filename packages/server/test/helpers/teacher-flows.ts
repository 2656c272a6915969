import {
  CATEGORIES,
  type Category,
  qaTypeOf,
  type Section,
  TERMS,
  type Term,
  type Year,
} from '@pragati/domain';
import { expect } from 'vitest';
import type { TestContext } from './app.js';

/** The teacher's calls as a test drives them: read the record, answer, evaluate, transfer. */
export function teacherFlows(ctx: TestContext) {
  type Headers = Record<string, string>;
  const get = (url: string, headers: Headers) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const post = (url: string, headers: Headers, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });

  async function record(headers: Headers, regNo: string) {
    const response = await get('/teacher/getStudentbyId', { ...headers, id: regNo });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  function termOf(
    rec: {
      section: { sec: string; yearReport: { year: string; termReport: { term: string }[] }[] }[];
    },
    section: string,
    year: string,
    term: string,
  ) {
    return rec.section
      .find((s) => s.sec === section)!
      .yearReport.find((y) => y.year === year)!
      .termReport.find((t) => t.term === term) as unknown as {
      revision: number;
      evaluated: Record<Category, boolean>;
      percent: Record<string, number | null>;
      report: Record<string, { question: string; answer: string | null; added?: boolean }[]>;
      comment: Record<string, string>;
    };
  }

  /** Answers and evaluates one category; returns the evaluate response body. */
  async function answerCategory(
    headers: Headers,
    where: { regNo: string; section: Section; year: Year; term: Term },
    category: Category,
    pick: (index: number) => string,
    extra: { question: string; answer: string }[] = [],
  ) {
    const rec = await record(headers, where.regNo);
    const term = termOf(rec, where.section, where.year, where.term);
    const questions = term.report[qaTypeOf(category)]!.map((q, i) => ({
      question: q.question,
      answer: pick(i),
    }));
    const save = await post('/teacher/eval/form', headers, {
      type: qaTypeOf(category),
      id: where.regNo,
      section: where.section,
      year: where.year,
      term: where.term,
      revision: term.revision,
      data: { username: 'teacher', questions: [...questions, ...extra] },
    });
    expect(save.statusCode, save.body).toBe(200);
    const evaluated = await get('/teacher/evaluate', {
      ...headers,
      id: where.regNo,
      section: where.section,
      year: where.year,
      term: where.term,
      type: qaTypeOf(category),
    });
    expect(evaluated.statusCode, evaluated.body).toBe(200);
    return evaluated.json();
  }

  const ALL_YES = () => 'Yes';
  const RECREATION = (i: number) => ['A', 'B', 'B'][i % 3]!;

  async function completeYear(
    headers: Headers,
    regNo: string,
    section: Section,
    year: Year,
    pick: (i: number) => string,
  ) {
    for (const term of TERMS) {
      for (const category of CATEGORIES) {
        await answerCategory(
          headers,
          { regNo, section, year, term },
          category,
          category === 'recreational' ? RECREATION : pick,
        );
      }
    }
  }

  async function transfer(headers: Headers, regNo: string, section: Section, year: Year) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/teacher/yearEndTransfer',
      headers: { ...headers, id: regNo, section, year },
      payload: {
        comments: {
          year: 'Good year',
          personal: 'p',
          occupational: 'o',
          academic: 'a',
          social: 's',
          recreational: 'r',
        },
      },
    });
  }

  return { get, post, record, termOf, answerCategory, completeYear, transfer, ALL_YES, RECREATION };
}
