import type { EasyReadHome } from '@pragati/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import en from '@pragati/domain/locales/en.json';
import hi from '@pragati/domain/locales/hi.json';
import { setLocaleStateForTests } from '../../../i18n/locale-state';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

/* Issue 16 part 5: the student's easy-read home. */

const LAZY = { timeout: 10_000 };

const home: EasyReadHome = {
  regNo: 'PR-1',
  name: 'Asha Kumar',
  sex: 'female',
  term: { section: 'preprimary', year: '1', term: 'I' },
  areas: [
    {
      category: 'personal',
      canDo: ['Drinks from a cup', 'Eats by self', 'Washes hands', 'Takes off slippers'],
      learning: ['Shows when she needs the toilet'],
      activities: [],
    },
    { category: 'social', canDo: [], learning: ['Waves bye-bye'], activities: [] },
    { category: 'academic', canDo: ['Matches two pictures'], learning: [], activities: [] },
    { category: 'occupational', canDo: [], learning: [], activities: [] },
    { category: 'recreational', canDo: [], learning: [], activities: ['Sings a song'] },
  ],
};

function open(body: EasyReadHome = home) {
  signInAs('student', 'PR-1');
  const api = mockApi({
    'GET /api/session': sessionReply('student', 'PR-1'),
    'GET /api/student/easy-read': { body },
    // "What I am learning now", composed in by app/portals (features/programme-goals).
    'GET /api/goals/PR-1': { body: { regNo: 'PR-1', goals: [] } },
  });
  return { ...renderApp('/student'), api };
}

/** A speechSynthesis that records what it is asked to say. */
function stubSpeech(voices: { lang: string; name: string }[]) {
  const spoken: { text: string; lang: string; voice: unknown }[] = [];
  const synth = {
    speak: vi.fn((u: { text: string; lang: string; voice: unknown }) => spoken.push(u)),
    cancel: vi.fn(),
    getVoices: () => voices,
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  class Utterance {
    lang = '';
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public text: string) {}
  }
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  return { spoken, synth };
}

describe('the easy-read student home', () => {
  it('keeps the title and shows the summary per area, one item a line', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Student Home' }, LAZY);
    expect(await screen.findByText('Hello, Asha Kumar!')).toBeInTheDocument();
    expect(screen.getByText('This is my report for Term I in Preprimary-1.')).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'What I am learning now' }),
    ).toBeInTheDocument();

    const personal = screen.getByRole('region', { name: 'Personal' });
    expect(within(personal).getByText('I can do by myself:')).toBeInTheDocument();
    const lists = within(personal).getAllByRole('list');
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Drinks from a cup', 'Eats by self', 'Washes hands']);
    expect(within(personal).getByText('And 1 more.')).toBeInTheDocument();
    expect(within(personal).getByText('I am learning:')).toBeInTheDocument();
    expect(within(personal).getByText('Shows when she needs the toilet')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Occupational' })).getByText(
        'Nothing to show here yet.',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Recreational' })).getByText('My activities:'),
    ).toBeInTheDocument();
  });

  it('shows a picture for each of the five areas, hidden from screen readers', async () => {
    open();
    await screen.findByText('Hello, Asha Kumar!', {}, LAZY);
    const pictures = document.querySelectorAll('svg[data-picture]');
    expect([...pictures].map((p) => p.getAttribute('data-picture'))).toEqual([
      'personal',
      'social',
      'academic',
      'occupational',
      'recreational',
    ]);
    for (const p of pictures) expect(p).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows all items on request, and fewer again', async () => {
    const { user } = open();
    const personal = await screen.findByRole('region', { name: 'Personal' }, LAZY);
    await user.click(
      within(personal).getByRole('button', { name: 'Show all in Personal: I can do by myself' }),
    );
    expect(within(personal).getByText('Takes off slippers')).toBeInTheDocument();
    expect(within(personal).queryByText('And 1 more.')).not.toBeInTheDocument();
    await user.click(within(personal).getByRole('button', { name: /^Show fewer/ }));
    expect(within(personal).queryByText('Takes off slippers')).not.toBeInTheDocument();
  });

  it('has big links to Details, History, My data and Change password', async () => {
    open();
    await screen.findByText('Hello, Asha Kumar!', {}, LAZY);
    const links = {
      Details: '/student/details',
      History: '/student/history',
      'My data': '/student/my-data',
      'Change password': '/student/changepassword',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('has no Aadhaar, payment type or registration table', async () => {
    const { api } = open();
    await screen.findByText('Hello, Asha Kumar!', {}, LAZY);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('main').textContent).not.toMatch(/Aadha?ar|XXXX|Payment/i);
    expect(api.calls.map((c) => c.path)).not.toContain('/api/student/profile');
  });

  it('says the report is not ready before a term is evaluated', async () => {
    open({ ...home, term: null, areas: [] });
    expect(await screen.findByText('My report is not ready yet.', {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Personal' })).not.toBeInTheDocument();
  });

  it('offers no read-aloud where the browser has no speech synthesis', async () => {
    open();
    await screen.findByText('Hello, Asha Kumar!', {}, LAZY);
    expect(screen.queryByRole('button', { name: 'Read aloud' })).not.toBeInTheDocument();
  });

  it('reads one sentence aloud on request, in the language with its voice', async () => {
    const { spoken, synth } = stubSpeech([
      { lang: 'hi-IN', name: 'Hindi' },
      { lang: 'en-IN', name: 'English (India)' },
    ]);
    const { user } = open();
    const personal = await screen.findByRole('region', { name: 'Personal' }, LAZY);
    expect(synth.speak).not.toHaveBeenCalled();
    const [canDo] = within(personal).getAllByRole('button', { name: 'Read aloud' });
    await user.click(canDo!);
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({
      text: 'I can do by myself: Drinks from a cup. Eats by self. Washes hands. And 1 more.',
      lang: 'en-IN',
      voice: { lang: 'en-IN', name: 'English (India)' },
    });
    expect(within(personal).getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    // Another sentence stops the first.
    const cancelled = synth.cancel.mock.calls.length;
    await user.click(screen.getAllByRole('button', { name: 'Read aloud' })[0]!);
    expect(synth.cancel).toHaveBeenCalledTimes(cancelled + 1);
    expect(spoken.at(-1)!.text).toBe('Hello, Asha Kumar!');
  });

  it('offers no read-aloud when the browser lists voices but none for the language', async () => {
    stubSpeech([{ lang: 'fr-FR', name: 'French' }]);
    open();
    await screen.findByText('Hello, Asha Kumar!', {}, LAZY);
    expect(screen.queryByRole('button', { name: 'Read aloud' })).not.toBeInTheDocument();
  });

  it('speaks Hindi in Hindi: the sentences, and the utterance in hi-IN', async () => {
    setLocaleStateForTests({ locale: 'hi', catalog: hi, msg: (text) => text });
    onTestFinished(() => setLocaleStateForTests({ locale: 'en', catalog: en, msg: (t) => t }));
    const { spoken } = stubSpeech([
      { lang: 'en-IN', name: 'English (India)' },
      { lang: 'hi-IN', name: 'Hindi' },
    ]);
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'विद्यार्थी होम' }, LAZY);
    expect(await screen.findAllByText('ये काम मैं खुद कर लेती हूँ:')).toHaveLength(2);
    // Issue 29: the class by the groups table's Hindi name.
    expect(screen.getByText('यह प्री-प्राइमरी-1 में टर्म I की मेरी रिपोर्ट है।')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'सुनें' })[0]!);
    expect(spoken[0]).toMatchObject({
      text: 'नमस्ते, Asha Kumar!',
      lang: 'hi-IN',
      voice: { lang: 'hi-IN', name: 'Hindi' },
    });
  });
});
