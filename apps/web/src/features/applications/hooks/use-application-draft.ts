import { Codes } from '@sme/shared/codes';
import type { ApplicationKind } from '@sme/shared/application-forms/kinds';
import type { ApplicationDocumentView, ApplicationView } from '@sme/shared/schemas/applications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api';
import { saveApplicationDraft } from '../api/save-application-draft';
import type { Answers } from '../form-model/form-spec';

/** Autosave runs this long after the last change. */
export const AUTOSAVE_DELAY_MS = 1500;

/** Where the answers stand against the server. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** Not saved (the message says why); the next change or step tries again. */
  | { kind: 'failed'; message: string }
  /** Another tab or device saved a newer version (3001): nothing more is saved until the member reloads. */
  | { kind: 'conflict' };

/** The application's identity as the server knows it: no id until the first save creates the draft. */
export interface DraftIdentity {
  id: string | null;
  version: number | null;
}

/**
 * The answers of an application form and their autosave: each change is saved 1.5 s after the last one (and at once
 * on request: Next, a step change, before an upload or submission), one save at a time, each sending the version the
 * previous one answered. A 3001 conflict stops saving so nothing is overwritten silently.
 */
export function useApplicationDraft(kind: ApplicationKind, initial: ApplicationView | null) {
  const [data, setData] = useState<Answers>(() => initial?.data ?? {});
  const [documents, setDocuments] = useState<ApplicationDocumentView[]>(() => initial?.documents ?? []);
  const [identity, setIdentity] = useState<DraftIdentity>(() => ({ id: initial?.id ?? null, version: initial?.version ?? null }));
  const [save, setSave] = useState<SaveState>(() => (initial ? { kind: 'saved', at: new Date(initial.updatedAt) } : { kind: 'idle' }));
  // The latest answers and version for saves queued from timers and handlers (state would be a render behind).
  const live = useRef({
    data,
    identity,
    dirty: false,
    conflict: false,
    queue: Promise.resolve(true),
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
  });

  /** Save now if anything changed (or, with `create`, make sure the draft exists); resolves whether the answers are saved. */
  const saveNow = useCallback(
    (options: { create?: boolean; quiet?: boolean } = {}): Promise<boolean> => {
      const state = live.current;
      clearTimeout(state.timer);
      const attempt = async (): Promise<boolean> => {
        if (state.conflict) return false;
        if (!state.dirty && (state.identity.id || !options.create)) return true;
        state.dirty = false;
        setSave({ kind: 'saving' });
        const { id, version } = state.identity;
        try {
          const saved = await saveApplicationDraft({ kind, data: state.data, ...(id ? { id, version: version ?? 1 } : {}) }, { quiet: options.quiet });
          state.identity = { id: saved.id, version: saved.version };
          setIdentity(state.identity);
          setSave({ kind: 'saved', at: new Date() });
          return true;
        } catch (error) {
          state.dirty = true;
          if (error instanceof ApiError && error.code === Codes.APPLICATION_STALE.code) {
            state.conflict = true;
            setSave({ kind: 'conflict' });
          } else setSave({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
          return false;
        }
      };
      state.queue = state.queue.then(attempt);
      return state.queue;
    },
    [kind],
  );

  /** Take new answers and save them once the member pauses. */
  const change = useCallback(
    (next: Answers) => {
      const state = live.current;
      state.data = next;
      state.dirty = true;
      setData(next);
      clearTimeout(state.timer);
      if (!state.conflict) state.timer = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    },
    [saveNow],
  );

  /** The draft's id, creating the draft first when it has none (uploads need it). */
  const ensureId = useCallback(async (): Promise<string | null> => {
    await saveNow({ create: true });
    return live.current.identity.id;
  }, [saveNow]);

  /** The latest answers and identity, for handlers that run between renders. */
  const current = useCallback(() => live.current.data, []);
  const identityNow = useCallback(() => live.current.identity, []);

  /** A submission found a newer version: stop saving, as a save would have. */
  const markConflict = useCallback(() => {
    live.current.conflict = true;
    clearTimeout(live.current.timer);
    setSave({ kind: 'conflict' });
  }, []);

  // Leaving the page with unsaved answers saves them on the way out.
  useEffect(() => {
    const state = live.current;
    return () => {
      clearTimeout(state.timer);
      if (state.dirty && !state.conflict) void saveNow({ quiet: true });
    };
  }, [saveNow]);

  return { data, current, change, documents, setDocuments, identity, identityNow, save, saveNow, ensureId, markConflict };
}
