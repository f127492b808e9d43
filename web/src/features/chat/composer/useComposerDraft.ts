import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftVersion } from '../useDraft';

const DRAFT_DELAY_MS = 600;

interface Options {
  /** The text the box opens with. */
  initialText: string;
  /** The room's draft as the server has it: shown while the box holds nothing newer. */
  draft: DraftVersion | null;
  /** Text to add to the box (a quote); a new object adds it again. */
  insert: { text: string } | null;
  /** False while editing a message: its text is no draft. */
  tracksDraft: boolean;
  /** Saves the draft; settles once the server has answered. */
  onDraft(text: string): Promise<unknown> | void;
}

/**
 * The composer's text and its draft: saved a moment after typing stops, at once on leaving with typing unsaved.
 * The box takes the server's draft only while it holds nothing the user typed since the last save, and only once
 * its own saves are answered, so a late answer or echo never replaces newer text.
 */
export function useComposerDraft({ initialText, draft, insert, tracksDraft, onDraft }: Options) {
  const [text, setText] = useState(initialText);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // What the box holds now, and what the server holds once this composer's saves are answered.
  const current = useRef(initialText);
  const saved = useRef(initialText);
  const heardVersion = useRef(0);
  const savesInFlight = useRef(0);
  const remote = useRef(draft);
  remote.current = draft;

  const show = (value: string) => {
    current.current = value;
    setText(value);
  };

  const adoptRemoteDraft = useCallback(() => {
    const latest = remote.current;
    if (!tracksDraft || !latest || latest.version <= heardVersion.current || savesInFlight.current > 0) return;
    heardVersion.current = latest.version;
    const untouched = current.current === saved.current && !draftTimer.current;
    saved.current = latest.text;
    if (untouched) show(latest.text);
  }, [tracksDraft]);
  useEffect(adoptRemoteDraft, [draft, adoptRemoteDraft]);

  const saveDraft = (value: string) => {
    if (!tracksDraft || value === saved.current) return;
    saved.current = value;
    savesInFlight.current += 1;
    void Promise.resolve(onDraft(value))
      .catch(() => undefined)
      .finally(() => {
        savesInFlight.current -= 1;
        adoptRemoteDraft();
      });
  };

  const stopDraftTimer = () => {
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = null;
  };

  // Leaving with unsaved typing saves it at once.
  const flushOnLeave = useRef<() => void>(() => undefined);
  flushOnLeave.current = () => {
    if (!draftTimer.current) return;
    stopDraftTimer();
    saveDraft(current.current);
  };
  useEffect(() => () => flushOnLeave.current(), []);

  /** The text changed: its draft is saved once typing stops. */
  const reportDraft = () => {
    if (!tracksDraft) return;
    stopDraftTimer();
    draftTimer.current = setTimeout(() => {
      draftTimer.current = null;
      saveDraft(current.current);
    }, DRAFT_DELAY_MS);
  };

  const lastInsert = useRef(insert);
  useEffect(() => {
    if (!insert || insert === lastInsert.current) return;
    lastInsert.current = insert;
    const value = current.current && !current.current.endsWith('\n') ? `${current.current}\n${insert.text}` : current.current + insert.text;
    show(value);
    reportDraft();
  });

  return {
    text,
    /** What the box holds now, between renders. */
    current,
    /** Types `value` into the box, its draft saved once typing stops. */
    change(value: string) {
      show(value);
      reportDraft();
    },
    /** Empties the box after sending, its draft cleared at once. */
    clear() {
      show('');
      stopDraftTimer();
      saveDraft('');
    },
  };
}
