import { Button } from '@mantine/core';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocale, useTranslations } from 'use-intl';
import classes from './easy-read.module.css';

/*
 * Read-aloud of each sentence (issue 16 part 5) with the browser's own speech synthesis: nothing
 * is sent anywhere, nothing plays by itself, and one sentence plays at a time (a new one stops
 * the previous). The utterance's language is the chosen one (hi-IN / en-IN) with a matching
 * voice when the browser has one.
 */

const SPEECH_LANG: Record<string, string> = { en: 'en-IN', hi: 'hi-IN' };

const synthesis = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof window.SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;

/** The browser's voice for a language: the exact one (hi-IN) first, else the same language. */
function voiceFor(voices: readonly SpeechSynthesisVoice[], lang: string) {
  const norm = (l: string) => l.replace('_', '-').toLowerCase();
  const base = lang.slice(0, 2).toLowerCase();
  return (
    voices.find((v) => norm(v.lang) === lang.toLowerCase()) ??
    voices.find((v) => norm(v.lang).split('-')[0] === base) ??
    null
  );
}

// Voices load after the page in several browsers ("voiceschanged"); follow them.
function subscribeVoices(onChange: () => void) {
  const synth = synthesis();
  synth?.addEventListener?.('voiceschanged', onChange);
  return () => synth?.removeEventListener?.('voiceschanged', onChange);
}
const voiceCount = () => synthesis()?.getVoices().length ?? 0;

type Speaker = {
  /** Whether a sentence can be read aloud in this language on this browser. */
  available: boolean;
  speaking: string | null;
  toggle: (id: string, text: string) => void;
};

const SpeakerContext = createContext<Speaker>({
  available: false,
  speaking: null,
  toggle: () => {},
});

export function ReadAloudProvider({ children }: { children: ReactNode }) {
  const lang = SPEECH_LANG[useLocale()] ?? 'en-IN';
  const [speaking, setSpeaking] = useState<string | null>(null);
  const voices = useSyncExternalStore(subscribeVoices, voiceCount, () => 0);
  const synth = synthesis();
  // No list yet (still loading, or a browser that lists none but speaks): offer it; with a list,
  // only when it has a voice for the language, so Hindi is never read by an English voice.
  const available = synth !== null && (voices === 0 || voiceFor(synth.getVoices(), lang) !== null);

  // Leaving the home or changing the language stops the reading.
  useEffect(
    () => () => {
      synthesis()?.cancel();
      setSpeaking(null);
    },
    [lang],
  );

  const toggle = useCallback(
    (id: string, text: string) => {
      const s = synthesis();
      if (!s) return;
      s.cancel();
      if (speaking === id) {
        setSpeaking(null);
        return;
      }
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = lang;
      const voice = voiceFor(s.getVoices(), lang);
      if (voice) utterance.voice = voice;
      const done = () => setSpeaking((current) => (current === id ? null : current));
      utterance.onend = done;
      utterance.onerror = done;
      setSpeaking(id);
      s.speak(utterance);
    },
    [lang, speaking],
  );

  const value = useMemo(() => ({ available, speaking, toggle }), [available, speaking, toggle]);
  return <SpeakerContext.Provider value={value}>{children}</SpeakerContext.Provider>;
}

/**
 * "Read aloud" for one sentence; "Stop" while it plays. Named "Read aloud" and described by the
 * sentence it reads (`describedBy`, the sentence's element id). Absent without speech synthesis.
 */
export function ReadAloudButton({ text, describedBy }: { text: string; describedBy: string }) {
  const t = useTranslations('easyRead');
  const { available, speaking, toggle } = useContext(SpeakerContext);
  if (!available) return null;
  const playing = speaking === describedBy;
  return (
    <Button
      variant="light"
      className={classes.readAloud}
      aria-describedby={describedBy}
      aria-pressed={playing}
      onClick={() => toggle(describedBy, text)}
      leftSection={<SpeakerIcon />}
    >
      {playing ? t('stopReading') : t('readAloud')}
    </Button>
  );
}

function SpeakerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M3 9 L7 9 L12 4 L12 20 L7 15 L3 15 Z" fill="currentColor" />
      <path
        d="M15.5 8.5 C17.5 10.5 17.5 13.5 15.5 15.5 M18 6 C21.5 9.5 21.5 14.5 18 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
